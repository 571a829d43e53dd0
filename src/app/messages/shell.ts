// The shell's catalogues. English is bundled with the entry script (every English page shows
// the shell at once, and these strings were there before the catalogue); Hindi loads with the
// first Hindi page, as its own small chunk.
import { defineMessages } from "../../i18n/catalogue";
import { messages as en, type ShellMessages } from "./shell.en";

export const shellMessages = defineMessages<ShellMessages>(
  "shell",
  {
    en: () => Promise.resolve({ messages: en }),
    hi: () => import("./shell.hi"),
    mr: () => import("./shell.mr"),
    bn: () => import("./shell.bn"),
  },
  { en },
);
