// The shell's catalogues, one small chunk per locale, loaded with the first page of that
// locale. Every page arrives prerendered with its shell's words in the HTML (docs/prerender.md),
// so they no longer ride in the entry script: the page's HTML names the chunk of its locale
// (modulepreload) and hydration waits for it.
import { defineMessages } from "../../i18n/catalogue";
import type { ShellMessages } from "./shell.en";

export const shellMessages = defineMessages<ShellMessages>(
  "shell",
  {
    en: () => import("./shell.en"),
    hi: () => import("./shell.hi"),
    mr: () => import("./shell.mr"),
    bn: () => import("./shell.bn"),
  },
);
