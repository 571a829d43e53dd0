// The tools hub (spec 1 §2; /money/financial and /tools): core calculators, goal planners
// and the other tools, as cards linking to every tool.
import { Link } from "react-router-dom";
import { TOOLS, type ToolInfo } from "../calculators/tool-catalog";
import "./pages.css";

const GROUPS: readonly { group: ToolInfo["group"]; title: string; intro: string }[] = [
  { group: "core", title: "Core calculators", intro: "Investments, deposits, loans and inflation: the arithmetic behind everyday money decisions." },
  { group: "tax", title: "Tax", intro: "Income tax under the old and the new regime, and the exemptions salaried people claim." },
  { group: "schemes", title: "Government schemes", intro: "PPF, EPF, NPS, Sukanya Samriddhi and the Post Office schemes, at their current rates." },
  { group: "goal", title: "Goal planners", intro: "How much to invest each month for the goals that matter: retirement, children, a home, a car, a trip." },
  { group: "other", title: "Everyday tools", intro: "Budget, debts and your emergency fund." },
];

export function ToolsHubPage() {
  return (
    <div className="container page">
      <h1>Tools &amp; Calculators</h1>
      <p className="lead">
        Every calculator runs in your browser, in rupees, and says exactly how it computes its figures. Change any number and the results follow at
        once.
      </p>
      {GROUPS.filter(({ group }) => TOOLS.some((tool) => tool.group === group)).map(({ group, title, intro }) => (
        <section key={group} className="tool-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{title}</h2>
          <p className="muted">{intro}</p>
          <div className="card-grid">
            {TOOLS.filter((tool) => tool.group === group).map((tool) => (
              <Link key={tool.id} to={tool.path} className="card tool-card">
                <h3>{tool.title}</h3>
                <p>{tool.summary}</p>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
