import { defineMessages } from "../../i18n/catalogue";
import type { ContactMessages } from "./contact.en";

export const contactMessages = defineMessages<ContactMessages>("contact", {
  en: () => import("./contact.en"),
  hi: () => import("./contact.hi"),
  mr: () => import("./contact.mr"),
  bn: () => import("./contact.bn"),
});
