// Home (spec 1 §2; issue: the tagline, the three pillars, a quick way into the most-used
// calculators, and the FAQ, privacy and terms sections the footer's anchors open).
import { Link } from "react-router-dom";
import { TAGLINE } from "../app/brand";
import { HomeFaq, HomePrivacy, HomeTerms } from "./home-sections";
import "./pages.css";

const PILLARS = [
  {
    to: "/money",
    title: "Money",
    body: "Budgeting, saving, investing, borrowing and insurance explained in plain words, with calculators for SIPs, loans, deposits, retirement and life goals.",
  },
  {
    to: "/health",
    title: "Health",
    body: "Everyday physical and mental wellness, and the money side of health: insurance that actually pays, and a medical emergency fund.",
  },
  {
    to: "/purpose",
    title: "Purpose",
    body: "Small, practical nudges for reflection, for the people around you, and for trying something new.",
  },
] as const;

const POPULAR = [
  { to: "/tools/sip", title: "SIP", body: "What a monthly investment grows to" },
  { to: "/tools/emi", title: "EMI", body: "Your loan instalment and full schedule" },
  { to: "/tools/income-tax", title: "Income tax", body: "Old vs new regime, and which one saves more" },
  { to: "/tools/retirement", title: "Retirement", body: "The corpus you need, and the SIP that builds it" },
  { to: "/tools/fd", title: "FD", body: "Fixed deposit maturity, quarterly compounding" },
  { to: "/tools/ppf", title: "PPF", body: "Public Provident Fund maturity, year by year" },
  { to: "/tools/crore", title: "First crore", body: "When your SIP reaches ₹1 crore" },
  { to: "/tools/budget", title: "Budget", body: "Where this month's income goes" },
] as const;

/** The questions people arrive with, each answered by one tool: the hero's second column. */
const STARTING_QUESTIONS = [
  { to: "/tools/sip", question: "How much will my monthly SIP grow to?" },
  { to: "/tools/emi", question: "What will my loan EMI be, and how much interest will I pay?" },
  { to: "/tools/retirement", question: "How big a corpus do I need to retire?" },
  { to: "/tools/emergency", question: "How large should my emergency fund be?" },
] as const;

export function HomePage() {
  return (
    <div className="container page home">
      <section className="hero">
        <div className="hero-text">
        <h1>{TAGLINE}</h1>
        <p className="lead">
          Clear explanations of money, health and purpose for people in India, and calculators that show exactly how every number is worked out. They
          run in your browser: what you type stays on your device.
        </p>
        <div className="hero-actions">
          <Link to="/tools" className="button">
            Open the calculators
          </Link>
          <Link to="/money" className="button secondary">
            Start with money basics
          </Link>
        </div>
        </div>
        <nav className="card hero-questions" aria-labelledby="questions-heading">
          <h2 id="questions-heading">Start with a question</h2>
          <ul>
            {STARTING_QUESTIONS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.question}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="pillars-heading">
        <h2 id="pillars-heading">Three pillars</h2>
        <div className="card-grid">
          {PILLARS.map((pillar) => (
            <Link key={pillar.to} to={pillar.to} className="card pillar-card">
              <h3>{pillar.title}</h3>
              <p>{pillar.body}</p>
            </Link>
          ))}
        </div>
      </section>

      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading">Most-used calculators</h2>
        <ul className="quick-tools">
          {POPULAR.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className="card quick-tool">
                <strong>{tool.title}</strong>
                <span className="muted">{tool.body}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/tools">All tools and goal planners →</Link>
        </p>
      </section>

      <HomeFaq />
      <HomePrivacy />
      <HomeTerms />
    </div>
  );
}
