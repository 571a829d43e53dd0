// The protection quiz's words in English (spec 2 §2, §4); the checklist's items are defined
// beside the rule that picks them.
import { PROTECTION_CHECKLIST } from "../protection-checklist";

export const messages = {
  legend: "Tick what applies to you",
  questions: {
    dependents: "Someone depends on my income (a spouse, children or parents)",
    healthCover: "I have health insurance of my own",
    vehicle: "I own a car, scooter or motorcycle",
  },
  submit: "Show my checklist",
  heading: "Your protection checklist",
  checklist: PROTECTION_CHECKLIST,
};

export type ProtectionQuizMessages = typeof messages;
