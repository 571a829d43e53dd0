import { defineMessages } from "../../../i18n/catalogue";
import type { OddsMessages } from "./odds.en";

export const oddsMessages = defineMessages<OddsMessages>("odds", {
  en: () => import("./odds.en"),
  hi: () => import("./odds.hi"),
  mr: () => import("./odds.mr"),
  bn: () => import("./odds.bn"),
});
