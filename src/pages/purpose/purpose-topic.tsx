// The shape the three purpose pages share (spec 2 §2): a title and lead, three cards, and the
// nudge panel with its three buttons and placeholder.
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../page-parts";
import { PurposeNudges, type Nudge } from "./purpose-nudges";
import "../explainer.css";
import "../ai/ai.css";

export interface PurposeTopicContent {
  title: string;
  lead: string;
  cardsHeading: string;
  cards: readonly InfoCardInfo[];
  nudgeHeading: string;
  nudges: readonly Nudge[];
  placeholder: string;
}

const PURPOSE_LINKS = [
  { to: "/purpose/inner", label: "Inner purpose" },
  { to: "/purpose/shared", label: "Shared purpose" },
  { to: "/purpose/exploratory", label: "Exploratory purpose" },
] as const;

export function PurposeTopic({ content, path }: { content: PurposeTopicContent; path: string }) {
  return (
    <div className="container page">
      <PageIntro title={content.title} lead={content.lead} />
      <InfoCards heading={content.cardsHeading} headingId="purpose-cards" cards={content.cards} />
      <div className="page-section">
        <PurposeNudges heading={content.nudgeHeading} nudges={content.nudges} placeholder={content.placeholder} />
      </div>
      <NextSteps heading="More on purpose" links={PURPOSE_LINKS.filter((link) => link.to !== path)} />
    </div>
  );
}
