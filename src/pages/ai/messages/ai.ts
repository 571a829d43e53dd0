import { defineMessages } from "../../../i18n/catalogue";
import type { AiMessages } from "./ai.en";

export const aiMessages = defineMessages<AiMessages>("ai", {
  en: () => import("./ai.en"),
  hi: () => import("./ai.hi"),
  mr: () => import("./ai.mr"),
  bn: () => import("./ai.bn"),
});
