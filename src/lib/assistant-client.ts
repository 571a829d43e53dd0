// The shared helper behind every AI panel (spec 2 §7, §8): one request to the wellness
// assistant, abortable, with a time-out chosen by the caller, the reply's text picked out of
// whatever shape the server answers with, and failures reported with the spec's messages.
import { postWellnessAssistant } from "./api-client";

export const EMPTY_PROMPT_MESSAGE = "Prompt must be a non-empty string.";
export const ABORTED_MESSAGE = "Request cancelled or timed out.";
export const UNKNOWN_ERROR_MESSAGE = "Unknown error";

/** AI time-outs of spec 2 §9, in milliseconds. */
export const ASSISTANT_TIMEOUT_MS = {
  wellness: 30_000,
  reframer: 25_000,
  planner: 35_000,
  purpose: 30_000,
} as const;

export type AssistantFailure = "prompt" | "server" | "aborted" | "network";

/** A failed request; `message` is the text of spec 2 §8 for its kind. */
export class AssistantError extends Error {
  constructor(
    message: string,
    readonly failure: AssistantFailure,
    /** For a 'server' failure: the status and the body, so a page can say it in its language. */
    readonly reply?: { status: number; bodyText: string },
  ) {
    super(message);
    this.name = "AssistantError";
  }
}

/** Reply fields that may hold the text, in the order spec 2 §7 looks for them. */
const TEXT_FIELDS = ["text", "output", "result", "response", "message"] as const;

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
}

/**
 * The reply's text: the first present of text, output, result, response, message; otherwise
 * the whole payload as a string. A body that is not JSON is the text itself.
 */
export function extractReplyText(bodyText: string): string {
  let payload: unknown;
  try {
    payload = JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
  if (payload !== null && typeof payload === "object" && !Array.isArray(payload)) {
    const record = payload as Record<string, unknown>;
    for (const field of TEXT_FIELDS) {
      if (record[field] !== undefined && record[field] !== null) return asText(record[field]);
    }
  }
  return asText(payload);
}

export interface AskOptions {
  /** The caller's time-out (ASSISTANT_TIMEOUT_MS); reaching it aborts the request. */
  timeoutMs: number;
  /** Aborts the request from outside (the panel's Cancel). */
  signal?: AbortSignal;
}

/** Sends `prompt` and resolves with the reply's text (possibly empty); rejects with an AssistantError. */
export async function askAssistant(prompt: string, { timeoutMs, signal }: AskOptions): Promise<string> {
  if (typeof prompt !== "string" || prompt.trim() === "") throw new AssistantError(EMPTY_PROMPT_MESSAGE, "prompt");
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort, { once: true });
  try {
    const reply = await postWellnessAssistant(prompt, controller.signal);
    if (!reply.ok) throw new AssistantError(`Server returned ${reply.status}: ${reply.bodyText}`, "server", reply);
    return extractReplyText(reply.bodyText);
  } catch (error) {
    if (error instanceof AssistantError) throw error;
    if (controller.signal.aborted) throw new AssistantError(ABORTED_MESSAGE, "aborted");
    const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
    throw new AssistantError(message, "network");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
