// The credit-score check's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../../i18n/catalogue";
import type { CreditScoreMessages } from "./credit-score.en";

export const creditScoreMessages = defineMessages<CreditScoreMessages>("credit-score", {
  en: () => import("./credit-score.en"),
  hi: () => import("./credit-score.hi"),
  mr: () => import("./credit-score.mr"),
  bn: () => import("./credit-score.bn"),
});
