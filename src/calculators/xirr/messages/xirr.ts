// The XIRR page's catalogues, one per locale, each loaded with the page that shows it.
import { defineMessages } from "../../../i18n/catalogue";
import type { XirrMessages } from "./xirr.en";

export const xirrMessages = defineMessages<XirrMessages>("xirr", {
  en: () => import("./xirr.en"),
  hi: () => import("./xirr.hi"),
  mr: () => import("./xirr.mr"),
  bn: () => import("./xirr.bn"),
});
