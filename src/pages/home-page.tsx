// Home (spec 1 §2): the tagline, the three pillars, a quick way into the most-used
// calculators, and the FAQ, privacy and terms sections the footer's anchors open.
import { shellMessages } from "../app/messages/shell";
import { Link } from "../i18n/link";
import { useMessages } from "../i18n/use-locale";
import { HomeFaq, HomePrivacy, HomeTerms } from "./home-sections";
import { homeMessages } from "./messages/home";
import "./pages.css";

const PILLARS = [
  { to: "/money", key: "money" },
  { to: "/health", key: "health" },
  { to: "/purpose", key: "purpose" },
] as const;

const POPULAR = [
  { to: "/tools/sip", key: "sip" },
  { to: "/tools/emi", key: "emi" },
  { to: "/tools/income-tax", key: "incomeTax" },
  { to: "/tools/retirement", key: "retirement" },
  { to: "/tools/fd", key: "fd" },
  { to: "/tools/ppf", key: "ppf" },
  { to: "/tools/crore", key: "crore" },
  { to: "/tools/budget", key: "budget" },
] as const;

/** The questions people arrive with, each answered by one tool: the hero's second column. */
const STARTING_QUESTIONS = [
  { to: "/tools/sip", key: "sip" },
  { to: "/tools/emi", key: "emi" },
  { to: "/tools/retirement", key: "retirement" },
  { to: "/tools/emergency", key: "emergency" },
] as const;

export function HomePage() {
  const m = useMessages(homeMessages);
  const { tagline } = useMessages(shellMessages);
  return (
    <div className="container page home">
      <section className="hero">
        <div className="hero-text">
        <h1>{tagline}</h1>
        <p className="lead">{m.lead}</p>
        <div className="hero-actions">
          <Link to="/tools" className="button">
            {m.openCalculators}
          </Link>
          <Link to="/money" className="button secondary">
            {m.moneyBasics}
          </Link>
        </div>
        </div>
        <nav className="card hero-questions" aria-labelledby="questions-heading">
          <h2 id="questions-heading">{m.questionsHeading}</h2>
          <ul>
            {STARTING_QUESTIONS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{m.questions[item.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="pillars-heading">
        <h2 id="pillars-heading">{m.pillarsHeading}</h2>
        <div className="card-grid">
          {PILLARS.map((pillar) => (
            <Link key={pillar.to} to={pillar.to} className="card pillar-card">
              <h3>{m.pillars[pillar.key].title}</h3>
              <p>{m.pillars[pillar.key].body}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading">{m.popularHeading}</h2>
        <ul className="quick-tools">
          {POPULAR.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className="card quick-tool">
                <strong>{m.popular[tool.key].title}</strong>
                <span className="muted">{m.popular[tool.key].body}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="more-link">
          <Link to="/tools">{m.allTools}</Link>
        </p>
      </section>

      <HomeFaq />
      <HomePrivacy />
      <HomeTerms />
    </div>
  );
}
