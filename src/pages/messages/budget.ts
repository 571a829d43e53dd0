// /tools/budget's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../i18n/catalogue";
import type { BudgetPageMessages } from "./budget.en";

export const budgetPageMessages = defineMessages<BudgetPageMessages>("budget-page", {
  en: () => import("./budget.en"),
  hi: () => import("./budget.hi"),
  mr: () => import("./budget.mr"),
  bn: () => import("./budget.bn"),
});
