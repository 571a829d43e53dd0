import { defineMessages } from "../../../i18n/catalogue";
import type { PurposeMessages } from "./purpose-topics.en";

export const purposeMessages = defineMessages<PurposeMessages>("purpose-topics", {
  en: () => import("./purpose-topics.en"),
  hi: () => import("./purpose-topics.hi"),
  mr: () => import("./purpose-topics.mr"),
  bn: () => import("./purpose-topics.bn"),
});
