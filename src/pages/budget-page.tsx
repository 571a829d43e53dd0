// /tools/budget: the Monthly Budget Planner (the same component as the footer widget) and a
// short guide to using it.
import { BudgetPlanner } from "../calculators/budget/budget-planner";
import "./pages.css";

export function BudgetPage() {
  return (
    <div className="container page">
      <h1>Monthly Budget Planner</h1>
      <p className="lead">Write down this month's take-home income and your expenses to see what is left to save or invest.</p>
      <div className="calculator-grid budget-page-grid">
        <div className="card">
          <BudgetPlanner />
        </div>
        <section className="card" aria-labelledby="budget-guide">
          <h2 id="budget-guide">Making the numbers useful</h2>
          <ul>
            <li>Use take-home pay (after TDS, PF and professional tax), not your CTC.</li>
            <li>
              Put fixed costs first: rent, EMIs, school fees, insurance premiums, utilities. Then the variable ones: groceries, fuel and transport,
              eating out, shopping.
            </li>
            <li>
              Annual costs (insurance, school fees, festivals, vehicle servicing) are easy to forget: divide each by 12 and add it as a monthly line.
            </li>
            <li>
              A common starting point is 50/30/20: about half for needs, a third for wants, and at least a fifth saved or invested. Adjust it to your
              city and family.
            </li>
            <li>If the remaining balance is positive, set up a SIP or RD for it on salary day, before it gets spent.</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
