// /health: three pillar cards (spec 1 §2 route table).
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/health/physical-wellness",
    title: "Physical Wellness",
    body: "Sleep, food and movement that fit an Indian day, and an assistant that suggests a quick meal and a 10-minute activity for how you feel.",
  },
  {
    to: "/health/mental-wellness",
    title: "Mental Wellness",
    body: "Small habits for a calmer mind, an assistant for a low moment, and a thought reframer for the worries that keep circling.",
  },
  {
    to: "/health/financial-wellness",
    title: "Financial Wellness",
    body: "The money side of health: insurance you understand, a medical emergency fund, and spending wisely on care.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Health"
        lead="Good health is the base every other plan stands on. These pages keep it practical: small daily habits for body and mind, and the money planning that keeps an illness from becoming a financial crisis."
      />
      <LinkCards cards={PILLARS} label="Health pillars" />
      <p className="muted page-section">
        Everything here is general information, not medical advice. For symptoms or a condition, please see a doctor. In an emergency call 112.
      </p>
    </div>
  );
}

export const messages: PageContent = { Content };
