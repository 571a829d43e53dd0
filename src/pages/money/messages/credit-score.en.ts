// The sample credit-score check's words in English (spec 2 §4, §5, §9). The PAN message is
// the spec's, defined once beside the rules the tests drive.
import { PAN_MESSAGE } from "../credit-score";

export const messages = {
  simulation: "This is a simulation.",
  simulationDetail:
    "The score below is a random sample between 650 and 850, not your real credit score. Your PAN never leaves this browser: it is not sent to us or anyone else, not saved and not logged.",
  pan: "PAN (Permanent Account Number)",
  panHint: "10 characters, as printed on your PAN card.",
  panMessage: PAN_MESSAGE,
  check: "Check sample score",
  checking: "Checking...",
  sampleScore: "Sample score:",
  labels: { Good: "Good", Fair: "Fair" },
  meter: "Sample score on the 300 to 900 scale",
  scale: "Scores run from 300 to 900; lenders generally treat about 750 and above as good.",
};

export type CreditScoreMessages = typeof messages;
