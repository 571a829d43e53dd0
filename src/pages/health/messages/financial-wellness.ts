// The financial wellness page's body per language: prose with links, a content module per
// locale (see PageContent in i18n/catalogue.ts). The page hands it the planner to place.
import type { JSX, ReactNode } from "react";
import { defineMessages, notYetWritten } from "../../../i18n/catalogue";

export interface FinancialWellnessProps {
  /** The AI Medical Fund Planner, shown after the cards. */
  planner: ReactNode;
}

export interface FinancialWellnessContent {
  Content: (props: FinancialWellnessProps) => JSX.Element;
}

export const financialWellnessContent = defineMessages<FinancialWellnessContent>("page:financial-wellness", {
  en: () => import("./financial-wellness.en"),
  hi: () => import("./financial-wellness.hi"),
  mr: notYetWritten,
  bn: notYetWritten,
});
