import { defineMessages } from "../../i18n/catalogue";
import type { AccountMessages } from "./account.en";

export const accountMessages = defineMessages<AccountMessages>("account", {
  en: () => import("./account.en"),
  hi: () => import("./account.hi"),
  mr: () => import("./account.mr"),
  bn: () => import("./account.bn"),
});
