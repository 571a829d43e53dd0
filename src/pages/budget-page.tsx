// /tools/budget: the Monthly Budget Planner (the same component as the footer widget) and a
// short guide to using it. The planner's words are the shell's; the page's are its own.
import { BudgetPlanner } from "../calculators/budget/budget-planner";
import { useMessages } from "../i18n/use-locale";
import { budgetPageMessages } from "./messages/budget";
import "./pages.css";

export function BudgetPage() {
  const m = useMessages(budgetPageMessages);
  return (
    <div className="container page">
      <h1>{m.title}</h1>
      <p className="lead">{m.lead}</p>
      <div className="calculator-grid budget-page-grid">
        <div className="card">
          <BudgetPlanner />
        </div>
        <section className="card" aria-labelledby="budget-guide">
          <h2 id="budget-guide">{m.guideHeading}</h2>
          <ul>
            {m.guide.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
