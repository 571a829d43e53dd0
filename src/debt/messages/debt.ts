// The debt tracker's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../i18n/catalogue";
import type { DebtMessages } from "./debt.en";

export const debtMessages = defineMessages<DebtMessages>("debt", {
  en: () => import("./debt.en"),
  hi: () => import("./debt.hi"),
  mr: () => import("./debt.mr"),
  bn: () => import("./debt.bn"),
});
