// /health/mental-wellness (spec 2 §2): tip cards, the assistant box and the thought reframer.
// The tips' wording is ours.
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../../crisis/helpline";
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { ThoughtReframer } from "../thought-reframer";
import { MENTAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "Slow your breathing",
    body: "When you feel anxious, breathe in through the nose for a count of 4 and out through the mouth for a count of 6. Two minutes of longer out-breaths tells your body it is safe.",
  },
  {
    title: "Write the worry down",
    body: "A worry that circles in your head feels bigger than it is. Write it down, then write one small thing you can do about it today. Whatever you cannot act on, set aside for now.",
  },
  {
    title: "Stay in touch",
    body: "Call a friend, a sibling or a parent, even for five minutes. Talking about how you feel is not a burden on people who care about you; it is how you stay close.",
  },
  {
    title: "Guard your screen time",
    body: "Doom-scrolling news and social media raises stress. Keep the first and last 30 minutes of the day phone-free, and turn off notifications you do not need.",
  },
  {
    title: "Get outside",
    body: "A 10-minute walk in daylight lifts mood and helps sleep. Look at trees, the sky, or the street around you instead of the phone.",
  },
  {
    title: "Ask for help early",
    body: `If you have felt low, anxious or hopeless for more than two weeks, talk to a doctor or counsellor. Tele-MANAS, the government's free mental health helpline, answers on ${TELE_MANAS.shortNumber} at any hour, in many Indian languages.`,
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Mental Wellness"
        lead="A calmer mind comes from small things done often: breathing, sleep, people and a kinder way of talking to yourself. Here are a few to start with."
      />
      <InfoCards heading="Small habits for a calmer mind" headingId="mental-tips" cards={TIPS} />
      <div className="page-section ai-stack">
        <WellnessAssistant
          heading="Ask the wellness assistant"
          intro="Tell the assistant how you feel right now. It will suggest one small thing to try in the next few minutes."
          label="How are you feeling right now?"
          example="e.g., Anxious about tomorrow's exam and can't focus"
          instruction={MENTAL_COACH_INSTRUCTION}
        />
        <ThoughtReframer />
      </div>
      <p className="muted page-section">
        If you are thinking about harming yourself, please call Tele-MANAS on {TELE_MANAS.shortNumber} or the emergency number {EMERGENCY_NUMBER} now. You are not alone.
      </p>
      <NextSteps
        heading="More on health"
        links={[
          { to: "/health/physical-wellness", label: "Physical Wellness" },
          { to: "/health/financial-wellness", label: "Financial Wellness" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
