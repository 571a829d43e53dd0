// /goals: every goal planner (the "goal" group of the tool catalogue) as a card saying what it
// answers (spec 2 §2 leaves the page's content unshown).
import { Link } from "react-router-dom";
import { TOOLS } from "../calculators/tool-catalog";
import { PageIntro } from "./page-parts";
import "./explainer.css";

const GOAL_PLANNERS = TOOLS.filter((tool) => tool.group === "goal");

export function GoalsPage() {
  return (
    <div className="container page">
      <PageIntro
        title="Goals"
        lead="A goal with a date and an amount is a plan; without them it is a wish. Pick a goal below to see what it will cost by the time you need it and how much to invest each month to get there."
      />
      <ul className="link-cards" aria-label="Goal planners">
        {GOAL_PLANNERS.map((tool) => (
          <li key={tool.id}>
            <Link to={tool.path} className="card link-card">
              <h2>{tool.title}</h2>
              <p>{tool.summary}</p>
              <span className="link-card-more" aria-hidden="true">
                Plan it →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <section className="page-section prose" aria-labelledby="goals-how">
        <h2 id="goals-how">How the planners work</h2>
        <ol>
          <li>
            <strong>Today's cost, grown by inflation.</strong> A college course costing ₹10 lakh today costs about ₹24 lakh in 15 years at 6%
            inflation. Every planner works with the future cost, not today's.
          </li>
          <li>
            <strong>The monthly investment that reaches it.</strong> Each planner finds the SIP, invested at the start of every month at the return
            you assume, that grows to exactly that amount by the goal's date.
          </li>
          <li>
            <strong>Year by year.</strong> A chart and table show how much you will have put in and how much growth has added at the end of each
            year.
          </li>
        </ol>
        <p className="callout">
          The planners run in your browser and send nothing anywhere. Returns are assumptions, not promises: try a lower rate to see how much margin
          you have, and match the investment to the time left (see <Link to="/money/investing">Investing</Link>).
        </p>
      </section>
    </div>
  );
}
