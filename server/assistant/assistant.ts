// The wellness assistant: the crisis check first, then the configured model, or the offline
// responder when none is configured. A message that speaks of suicide or self-harm always gets
// the helpline first (safety.ts): alone when no model is configured or the model fails, and in
// front of the model's reply when the model did not open with it.
import type { AssistantModelConfig } from "../config/env";
import type { ServerLocale } from "../messages";
import { CallerGoneError, chatCompletion, UpstreamError } from "./model-client";
import { respondOffline, type RandomSource } from "./offline-responder";
import { libraryFor } from "./library/languages";
import { checkForCrisis, crisisReply, withHelplineFirst } from "./safety";
import { CRISIS_SYSTEM_PROMPT, crisisSystemPromptFor, SYSTEM_PROMPT, systemPromptFor } from "./system-prompt";

export interface AssistantAnswer {
  text: string;
  /**
   * Where the answer came from, for the log and the tests; not sent to the visitor.
   * 'helpline': the helpline answer alone; 'model-after-helpline': a crisis message's model
   * reply, checked to open with the helpline.
   */
  source: "helpline" | "model-after-helpline" | "model" | "offline";
  /** Why a crisis message got the helpline alone although a model is configured. */
  modelFailure?: UpstreamError["reason"];
}

export interface Assistant {
  readonly usesModel: boolean;
  /**
   * Answers in `locale` (English by default). Throws UpstreamError (502/504) when the model
   * fails on an ordinary message, CallerGoneError when `signal` aborts.
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
      const crisis = checkForCrisis(prompt);
      if (crisis.detected) {
        const helpline = crisisReply(locale, crisis);
        if (model === undefined) return { text: helpline, source: "helpline" };
        try {
          const system = library ? crisisSystemPromptFor(library) : CRISIS_SYSTEM_PROMPT;
          const reply = await chatCompletion(model, { system, user: prompt }, { timeoutMs, signal });
          return { text: withHelplineFirst(reply, helpline), source: "model-after-helpline" };
        } catch (error) {
          // A visitor in crisis never gets an error instead of the helpline.
          if (error instanceof CallerGoneError || !(error instanceof UpstreamError)) throw error;
          return { text: helpline, source: "helpline", modelFailure: error.reason };
        }
      }
      if (model === undefined) return { text: respondOffline(prompt, random, undefined, locale), source: "offline" };
      const system = library ? systemPromptFor(library) : SYSTEM_PROMPT;
      const text = await chatCompletion(model, { system, user: prompt }, { timeoutMs, signal });
      return { text, source: "model" };
    },
  };
}
