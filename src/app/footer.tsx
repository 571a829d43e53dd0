// The footer (spec 1 §2): links to the pillars and contact, the #faq, #privacy and #terms
// sections of the home page, the newsletter form, 'Join the Community', the Monthly Budget
// Planner widget and the copyright line with the current year.
import { Suspense, useState, type FormEvent } from "react";
import { Link } from "../i18n/link";
import { useMessages } from "../i18n/use-locale";
import { BRAND_NAME } from "./brand";
import { ChunkErrorBoundary, lazyPage } from "./lazy-page";
import { shellMessages } from "./messages/shell";
import { SocialIcon } from "./social-icons";
import { SOCIAL_LINKS } from "./social-links";
import "./footer.css";

const EXPLORE = [
  { to: "/money", label: "money" },
  { to: "/health", label: "health" },
  { to: "/purpose", label: "purpose" },
  { to: "/contact", label: "contact" },
] as const;

const ABOUT = [
  { to: "/#faq", label: "faq" },
  { to: "/#privacy", label: "privacy" },
  { to: "/#terms", label: "terms" },
] as const;

export function Footer() {
  const shell = useMessages(shellMessages);
  const m = shell.footer;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-heading">
          <h2 id="footer-brand-heading" className="footer-heading">
            {BRAND_NAME}
          </h2>
          <p className="muted">
            {shell.tagline} {m.about}
          </p>
          <CommunityRow />
        </section>
        <nav aria-label={m.label}>
          <h2 className="footer-heading">{m.explore}</h2>
          <ul className="footer-links">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{m[link.label]}</Link>
              </li>
            ))}
            {ABOUT.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{m[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
        <FooterBudget heading={m.budgetHeading} />
      </div>
      <p className="container copyright muted">
        {m.copyright(new Date().getFullYear(), BRAND_NAME)}
      </p>
    </footer>
  );
}

function NewsletterForm() {
  // Spec 1 §4: submit shows 'Subscribed with: {email}' and resets the form; no call is made.
  const m = useMessages(shellMessages).footer;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email");
    window.alert(m.subscribed(typeof email === "string" ? email : ""));
    form.reset();
  };
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer-heading">
        {m.newsletter}
      </h2>
      <form className="newsletter" onSubmit={onSubmit}>
        <label htmlFor="newsletter-email">{m.yourEmail}</label>
        <div className="newsletter-row">
          <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder={m.emailPlaceholder} />
          <button type="submit" className="button">
            {m.subscribe}
          </button>
        </div>
        <p className="muted small">{m.newsletterNote}</p>
      </form>
    </section>
  );
}

function CommunityRow() {
  const m = useMessages(shellMessages).footer;
  return (
    <div className="community">
      <h3 className="footer-subheading">{m.community}</h3>
      <ul className="social-row">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.kind}>
            {link.href ? (
              <a href={link.href} className="social-link" aria-label={link.name} title={link.name} rel="noopener noreferrer" target="_blank">
                <SocialIcon kind={link.kind} />
              </a>
            ) : (
              <span className="social-link disabled" role="link" aria-disabled="true" aria-label={m.comingSoonLabel(link.name)} title={m.comingSoonTitle(link.name)}>
                <SocialIcon kind={link.kind} />
                <span className="coming-soon" aria-hidden="true">
                  {m.comingSoon}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The budget planner arrives when its panel is first opened (it starts closed): its code and
 * words are not in the entry script that every page waits for.
 */
const BudgetPlanner = lazyPage("budget-planner", () => import("../calculators/budget/budget-planner"), (module) => module.BudgetPlanner);

function FooterBudget({ heading }: { heading: string }) {
  const [opened, setOpened] = useState(false);
  const loading = useMessages(shellMessages).loading;
  return (
    <section className="footer-budget" aria-labelledby="footer-budget-heading">
      <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary>
          <h2 id="footer-budget-heading" className="footer-heading">
            {heading}
          </h2>
        </summary>
        {opened && (
          <ChunkErrorBoundary>
            <Suspense fallback={<p className="muted">{loading}</p>}>
              <BudgetPlanner compact />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </details>
    </section>
  );
}
