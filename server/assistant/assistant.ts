// The wellness assistant: the safety check first (a self-harm prompt always gets the
// helpline), then the configured model, or the offline responder when none is configured.
import type { AssistantModelConfig } from "../config/env";
import type { ServerLocale } from "../messages";
import { chatCompletion } from "./model-client";
import { respondOffline, type RandomSource } from "./offline-responder";
import { libraryFor } from "./library/languages";
import { HELPLINE_TEXT, mentionsSelfHarm } from "./safety";
import { SYSTEM_PROMPT, systemPromptFor } from "./system-prompt";

export interface AssistantAnswer {
  text: string;
  /** Where the answer came from, for the log and the tests; not sent to the visitor. */
  source: "helpline" | "model" | "offline";
}

export interface Assistant {
  readonly usesModel: boolean;
  /**
   * Answers in `locale` (English by default). Throws UpstreamError (502/504) when the model
   * fails, CallerGoneError when `signal` aborts.
   */
  answer(prompt: string, signal?: AbortSignal, locale?: ServerLocale): Promise<AssistantAnswer>;
}

export interface AssistantOptions {
  model: AssistantModelConfig | undefined;
  timeoutMs: number;
  random?: RandomSource;
}

export function createAssistant({ model, timeoutMs, random = Math.random }: AssistantOptions): Assistant {
  return {
    usesModel: model !== undefined,
    async answer(prompt, signal, locale = "en") {
      const library = libraryFor(locale);
      if (mentionsSelfHarm(prompt)) return { text: library?.helplineText ?? HELPLINE_TEXT, source: "helpline" };
      if (model === undefined) return { text: respondOffline(prompt, random, undefined, locale), source: "offline" };
      const system = library ? systemPromptFor(library) : SYSTEM_PROMPT;
      const text = await chatCompletion(model, { system, user: prompt }, { timeoutMs, signal });
      return { text, source: "model" };
    },
  };
}
