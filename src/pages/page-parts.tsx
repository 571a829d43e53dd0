// Building blocks the explainer pages share: the title and lead, cards that link on, and
// cards that explain.
import type { ReactNode } from "react";
import { shellMessages } from "../app/messages/shell";
import { Link } from "../i18n/link";
import { useMessages } from "../i18n/use-locale";

export function PageIntro({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <header className="page-intro">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
    </header>
  );
}

export interface LinkCardInfo {
  to: string;
  title: string;
  body: string;
}

/** A grid of cards, each a link to another page (pillar and module cards). */
export function LinkCards({ cards, label }: { cards: readonly LinkCardInfo[]; label: string }) {
  const { open } = useMessages(shellMessages).parts;
  return (
    <ul className="link-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="card link-card">
            <h2>{card.title}</h2>
            <p>{card.body}</p>
            <span className="link-card-more" aria-hidden="true">
              {open}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface InfoCardInfo {
  title: string;
  body: ReactNode;
}

/** A grid of explaining cards under an optional section heading. */
export function InfoCards({ cards, heading, headingId }: { cards: readonly InfoCardInfo[]; heading?: string; headingId?: string }) {
  const grid = (
    <div className="card-grid info-cards">
      {cards.map((card) => (
        <article key={card.title} className="card info-card">
          <h3>{card.title}</h3>
          {typeof card.body === "string" ? <p>{card.body}</p> : card.body}
        </article>
      ))}
    </div>
  );
  if (!heading) return grid;
  return (
    <section className="page-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {grid}
    </section>
  );
}

/** A short closing row of links to the tools and pages that follow from a page. */
export function NextSteps({ links, heading }: { links: readonly { to: string; label: string }[]; heading?: string }) {
  const { nextSteps } = useMessages(shellMessages).parts;
  heading ??= nextSteps;
  return (
    <nav className="next-steps" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="button secondary">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
