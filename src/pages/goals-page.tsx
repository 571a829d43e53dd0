// /goals: every goal planner (the "goal" group of the tool catalogue) as a card saying what it
// answers (spec 2 §2 leaves the page's content unshown).
import { TOOL_LIST } from "../calculators/tool-list";
import { Link } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { isTranslated } from "../i18n/translated-routes";
import { useLocale, useMessages } from "../i18n/use-locale";
import { toolsMessages } from "./messages/tools";
import { PageIntro } from "./page-parts";
import "./explainer.css";

const GOAL_PLANNERS = TOOL_LIST.filter((tool) => tool.group === "goal");

export function GoalsPage() {
  const m = useMessages(toolsMessages);
  const g = m.goals;
  const locale = useLocale();
  return (
    <div className="container page">
      <PageIntro title={g.title} lead={g.lead} />
      <ul className="link-cards" aria-label={g.listLabel}>
        {GOAL_PLANNERS.map((tool) => (
          <li key={tool.id}>
            <Link to={tool.path} className="card link-card">
              <h2>{m.tools[tool.id].title}</h2>
              <p>{m.tools[tool.id].summary}</p>
              {m.hub.opensInEnglish && !isTranslated(tool.path, locale) && <p className="muted tool-card-language">{m.hub.opensInEnglish}</p>}
              <span className="link-card-more" aria-hidden="true">
                {g.planIt}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section className="page-section prose" aria-labelledby="goals-how">
        <h2 id="goals-how">{g.howHeading}</h2>
        <ol>
          {g.steps.map((step) => (
            <li key={step.strong}>
              <strong>{step.strong}</strong> {step.text}
            </li>
          ))}
        </ol>
        <p className="callout">
          <Rich text={g.callout} slots={{ link: <Link to="/money/investing">{g.investing}</Link> }} />
        </p>
      </section>
    </div>
  );
}
