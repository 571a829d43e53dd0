import { defineMessages } from "../../i18n/catalogue";
import type { ToolsMessages } from "./tools.en";

export const toolsMessages = defineMessages<ToolsMessages>("tools", {
  en: () => import("./tools.en"),
  hi: () => import("./tools.hi"),
  mr: () => import("./tools.mr"),
  bn: () => import("./tools.bn"),
});
