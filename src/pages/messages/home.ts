import { defineMessages } from "../../i18n/catalogue";
import type { HomeMessages } from "./home.en";

export const homeMessages = defineMessages<HomeMessages>("home", {
  en: () => import("./home.en"),
  hi: () => import("./home.hi"),
  mr: () => import("./home.mr"),
  bn: () => import("./home.bn"),
});
