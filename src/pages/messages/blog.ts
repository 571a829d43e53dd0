// The blog page's body per language (see PageContent in i18n/catalogue.ts).
import { defineMessages, type PageContent } from "../../i18n/catalogue";

export const blogContent = defineMessages<PageContent>("page:blog", {
  en: () => import("./blog.en"),
  hi: () => import("./blog.hi"),
  mr: () => import("./blog.mr"),
  bn: () => import("./blog.bn"),
});
