import { defineMessages } from "../../../i18n/catalogue";
import type { EmiSectionsMessages } from "./emi-sections.en";

export const emiSectionsMessages = defineMessages<EmiSectionsMessages>("emi-sections", {
  en: () => import("./emi-sections.en"),
  hi: () => import("./emi-sections.hi"),
  mr: () => import("./emi-sections.mr"),
  bn: () => import("./emi-sections.bn"),
});
