// The protection quiz's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../../i18n/catalogue";
import type { ProtectionQuizMessages } from "./protection-quiz.en";

export const protectionQuizMessages = defineMessages<ProtectionQuizMessages>("protection-quiz", {
  en: () => import("./protection-quiz.en"),
  hi: () => import("./protection-quiz.hi"),
  mr: () => import("./protection-quiz.mr"),
  bn: () => import("./protection-quiz.bn"),
});
