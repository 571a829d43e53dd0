// The footer (spec 1 §2): links to the pillars and contact, the #faq, #privacy and #terms
// sections of the home page, the newsletter form, 'Join the Community', the Monthly Budget
// Planner widget and the copyright line with the current year.
import type { FormEvent } from "react";
import { Link } from "react-router-dom";
import { BudgetPlanner } from "../calculators/budget/budget-planner";
import { BRAND_NAME, TAGLINE } from "./brand";
import { SocialIcon } from "./social-icons";
import { SOCIAL_LINKS } from "./social-links";
import "./footer.css";

const EXPLORE = [
  { to: "/money", label: "Money" },
  { to: "/health", label: "Health" },
  { to: "/purpose", label: "Purpose" },
  { to: "/contact", label: "Contact" },
] as const;

const ABOUT = [
  { to: "/#faq", label: "FAQ" },
  { to: "/#privacy", label: "Privacy" },
  { to: "/#terms", label: "Terms" },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-heading">
          <h2 id="footer-brand-heading" className="footer-heading">
            {BRAND_NAME}
          </h2>
          <p className="muted">{TAGLINE} Money, health and purpose explained plainly, with calculators that run in your browser.</p>
          <CommunityRow />
        </section>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-links">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {ABOUT.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
        <section className="footer-budget" aria-labelledby="footer-budget-heading">
          <details>
            <summary>
              <h2 id="footer-budget-heading" className="footer-heading">
                Monthly Budget Planner
              </h2>
            </summary>
            <BudgetPlanner compact />
          </details>
        </section>
      </div>
      <p className="container copyright muted">
        © {new Date().getFullYear()} {BRAND_NAME}. Educational information, not investment, tax or medical advice.
      </p>
    </footer>
  );
}

function NewsletterForm() {
  // Spec 1 §4: submit shows 'Subscribed with: {email}' and resets the form; no call is made.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email");
    window.alert(`Subscribed with: ${typeof email === "string" ? email : ""}`);
    form.reset();
  };
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer-heading">
        Newsletter
      </h2>
      <form className="newsletter" onSubmit={onSubmit}>
        <label htmlFor="newsletter-email">Your email</label>
        <div className="newsletter-row">
          <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
          <button type="submit" className="button">
            Subscribe
          </button>
        </div>
        <p className="muted small">One short letter a month. No spam.</p>
      </form>
    </section>
  );
}

function CommunityRow() {
  return (
    <div className="community">
      <h3 className="footer-subheading">Join the Community</h3>
      <ul className="social-row">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.kind}>
            {link.href ? (
              <a href={link.href} className="social-link" aria-label={link.name} title={link.name} rel="noopener noreferrer" target="_blank">
                <SocialIcon kind={link.kind} />
              </a>
            ) : (
              <span className="social-link disabled" role="link" aria-disabled="true" aria-label={`${link.name} (coming soon)`} title={`${link.name}: coming soon`}>
                <SocialIcon kind={link.kind} />
                <span className="coming-soon" aria-hidden="true">
                  coming soon
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
