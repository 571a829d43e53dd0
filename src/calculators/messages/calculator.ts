import { defineMessages } from "../../i18n/catalogue";
import type { CalculatorMessages } from "./calculator.en";

export const calculatorMessages = defineMessages<CalculatorMessages>("calculator", {
  en: () => import("./calculator.en"),
  hi: () => import("./calculator.hi"),
  mr: () => import("./calculator.mr"),
  bn: () => import("./calculator.bn"),
});
