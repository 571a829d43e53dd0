// /health/physical-wellness (spec 2 §2): tip cards (including 7-8 hours of sleep) and the
// assistant box. The tips' wording is ours.
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { PHYSICAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "Sleep 7-8 hours",
    body: "Adults need 7-8 hours of sleep a night. Keep the same wake-up time every day, put the phone away 30-60 minutes before bed, and skip tea or coffee after the evening.",
  },
  {
    title: "Move every day",
    body: "Aim for at least 150 minutes a week of brisk walking, cycling, yoga or dancing: about 30 minutes on five days. If you sit all day, stand up and walk for a few minutes every hour.",
  },
  {
    title: "Build a balanced thali",
    body: "Fill half the plate with vegetables or salad, a quarter with protein (dal, chana, paneer, curd, eggs, fish or chicken) and a quarter with roti, rice or millets such as ragi, jowar and bajra.",
  },
  {
    title: "Drink water, not sugar",
    body: "Drink water through the day, more in summer or after exercise. Buttermilk, coconut water and nimbu pani with little sugar beat soft drinks and packaged juices.",
  },
  {
    title: "Keep your muscles strong",
    body: "Twice a week, do strength exercises: squats, wall push-ups, climbing stairs or resistance bands. Strong muscles protect your back, joints and balance as you age.",
  },
  {
    title: "Get a yearly check-up",
    body: "After 30, or earlier if diabetes or heart disease runs in the family, check blood pressure, blood sugar and cholesterol once a year. Many health policies include a free annual check-up.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Physical Wellness"
        lead="You do not need a gym membership or a diet plan to feel better. Sleep, everyday movement and simple home food do most of the work."
      />
      <InfoCards heading="Six everyday habits" headingId="physical-tips" cards={TIPS} />
      <div className="page-section">
        <WellnessAssistant
          heading="Ask the wellness assistant"
          intro="Tell the assistant how you feel today. It will suggest a one-line meal idea and a one-line 10-minute activity."
          label="How are you feeling today?"
          example="e.g., Feeling very low on energy today"
          instruction={PHYSICAL_COACH_INSTRUCTION}
        />
      </div>
      <NextSteps
        heading="More on health"
        links={[
          { to: "/health/mental-wellness", label: "Mental Wellness" },
          { to: "/health/financial-wellness", label: "Financial Wellness" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
