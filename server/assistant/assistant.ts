// The wellness assistant: the safety check first (a self-harm prompt always gets the
// helpline), then the configured model, or the offline responder when none is configured.
import type { AssistantModelConfig } from "../config/env";
import { chatCompletion } from "./model-client";
import { respondOffline, type RandomSource } from "./offline-responder";
import { HELPLINE_TEXT, mentionsSelfHarm } from "./safety";
import { SYSTEM_PROMPT } from "./system-prompt";

export interface AssistantAnswer {
  text: string;
  /** Where the answer came from, for the log and the tests; not sent to the visitor. */
  source: "helpline" | "model" | "offline";
}

export interface Assistant {
  readonly usesModel: boolean;
  /** Throws UpstreamError (502/504) when the model fails, CallerGoneError when `signal` aborts. */
  answer(prompt: string, signal?: AbortSignal): Promise<AssistantAnswer>;
}

export interface AssistantOptions {
  model: AssistantModelConfig | undefined;
  timeoutMs: number;
  random?: RandomSource;
}

export function createAssistant({ model, timeoutMs, random = Math.random }: AssistantOptions): Assistant {
  return {
    usesModel: model !== undefined,
    async answer(prompt, signal) {
      if (mentionsSelfHarm(prompt)) return { text: HELPLINE_TEXT, source: "helpline" };
      if (model === undefined) return { text: respondOffline(prompt, random), source: "offline" };
      const text = await chatCompletion(model, { system: SYSTEM_PROMPT, user: prompt }, { timeoutMs, signal });
      return { text, source: "model" };
    },
  };
}
