// /purpose: three pillar cards (spec 1 §2 route table).
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/purpose/inner",
    title: "Inner Purpose",
    body: "Self-reflection, spirituality and continuous learning: knowing what matters to you, and growing.",
  },
  {
    to: "/purpose/shared",
    title: "Shared Purpose",
    body: "Family, community and relationships: showing up for the people around you in small, regular ways.",
  },
  {
    to: "/purpose/exploratory",
    title: "Exploratory Purpose",
    body: "New experiences and hobbies, travel and nature, volunteering and giving back.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Purpose"
        lead="Money and health are means; purpose is what they are for. These pages offer small, practical nudges in three directions: inward, towards others, and outward into the world."
      />
      <LinkCards cards={PILLARS} label="Purpose pillars" />
    </div>
  );
}

export const messages: PageContent = { Content };
