// The shape the three purpose pages share (spec 2 §2): a title and lead, three cards, and the
// nudge panel with its three buttons and placeholder. The words come from the purpose
// catalogue (messages/purpose-topics.*.ts); the prompts are the spec's, in the pages' code.
import { useMessages } from "../../i18n/use-locale";
import { InfoCards, NextSteps, PageIntro } from "../page-parts";
import { purposeMessages } from "./messages/purpose-topics";
import { PurposeNudges } from "./purpose-nudges";

export type PurposeTopicId = "inner" | "shared" | "exploratory";

const PURPOSE_LINKS: readonly { to: string; topic: PurposeTopicId }[] = [
  { to: "/purpose/inner", topic: "inner" },
  { to: "/purpose/shared", topic: "shared" },
  { to: "/purpose/exploratory", topic: "exploratory" },
];

/** `prompts`: what each of the three buttons sends, in the order of the catalogue's labels. */
export function PurposeTopic({ topic, prompts }: { topic: PurposeTopicId; prompts: readonly [string, string, string] }) {
  const m = useMessages(purposeMessages);
  const content = m[topic];
  const nudges = content.nudges.map((label, index) => ({ label, prompt: prompts[index] }));
  const links = PURPOSE_LINKS.filter((link) => link.topic !== topic).map((link) => ({ to: link.to, label: m.links[link.topic] }));
  return (
    <div className="container page">
      <PageIntro title={content.title} lead={content.lead} />
      <InfoCards heading={content.cardsHeading} headingId="purpose-cards" cards={content.cards} />
      <div className="page-section">
        <PurposeNudges heading={content.nudgeHeading} nudges={nudges} placeholder={content.placeholder} />
      </div>
      <NextSteps heading={m.more} links={links} />
    </div>
  );
}
