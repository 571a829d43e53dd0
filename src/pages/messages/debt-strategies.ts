// The debt strategies page's body per language: long prose with links, a content module per
// locale (see PageContent in i18n/catalogue.ts). The page hands it the tracker to show.
import type { JSX, ReactNode } from "react";
import { defineMessages, notYetWritten } from "../../i18n/catalogue";

export interface DebtStrategiesProps {
  /** The debt tracker and how it calculates, placed where the prose invites a try. */
  tracker: ReactNode;
}

export interface DebtStrategiesContent {
  Content: (props: DebtStrategiesProps) => JSX.Element;
}

export const debtStrategiesContent = defineMessages<DebtStrategiesContent>("page:debt-strategies", {
  en: () => import("./debt-strategies.en"),
  hi: () => import("./debt-strategies.hi"),
  mr: notYetWritten,
  bn: notYetWritten,
});
