// The only module that talks to the model vendor (STYLE.md, one module per transport): one
// chat-completions call to any OpenAI-compatible endpoint, hosted or a local model server.
// Every failure becomes an UpstreamError with the status our API answers (502 or 504) and a
// reason for the log; neither carries the prompt.
import type { AssistantModelConfig } from "../config/env";

export type UpstreamFailure = "timeout" | "unreachable" | "http-status" | "malformed" | "empty";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly status: 502 | 504,
    readonly reason: UpstreamFailure,
    message: string,
    /** The upstream HTTP status, for the log, when it answered. */
    readonly upstreamStatus?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The visitor went away: nobody is waiting for the answer. */
export class CallerGoneError extends Error {
  override name = "CallerGoneError";
}

/** A sane ceiling on what we read back: a few hundred words are asked for. */
const MAX_UPSTREAM_BYTES = 1_000_000;
const MAX_ANSWER_CHARS = 4_000;
const MAX_ANSWER_TOKENS = 400;

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  // Some servers send content as parts: [{ type: "text", text: "..." }].
  if (Array.isArray(content)) {
    return content.map((part: unknown) => (typeof part === "object" && part !== null && "text" in part && typeof part.text === "string" ? part.text : "")).join("");
  }
  return "";
}

/** choices[0].message.content of a chat completion, checked step by step. */
function answerText(payload: unknown): string {
  if (typeof payload !== "object" || payload === null || !("choices" in payload) || !Array.isArray(payload.choices)) return "";
  const first: unknown = payload.choices[0];
  if (typeof first !== "object" || first === null || !("message" in first)) return "";
  const message: unknown = first.message;
  if (typeof message !== "object" || message === null || !("content" in message)) return "";
  return contentText(message.content);
}

export async function chatCompletion(
  model: AssistantModelConfig,
  messages: { system: string; user: string },
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (model.apiKey !== undefined) headers.authorization = `Bearer ${model.apiKey}`;

  let body: string;
  let status: number;
  try {
    const response = await fetch(`${model.baseUrl}/chat/completions`, {
      method: "POST",
      headers,
      signal,
      body: JSON.stringify({
        model: model.model,
        messages: [
          { role: "system", content: messages.system },
          { role: "user", content: messages.user },
        ],
        max_tokens: MAX_ANSWER_TOKENS,
        temperature: 0.7,
        stream: false,
      }),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw new CallerGoneError("The caller went away.");
    if (timeout.aborted) throw new UpstreamError(504, "timeout", "The assistant took too long to answer. Please try again.");
    throw new UpstreamError(502, "unreachable", "Could not reach the assistant service. Please try again later.", undefined, { cause: error });
  }

  if (status < 200 || status > 299) {
    throw new UpstreamError(502, "http-status", `The assistant service failed (HTTP ${status}). Please try again later.`, status);
  }
  let parsed: unknown;
  try {
    if (body.length > MAX_UPSTREAM_BYTES) throw new Error("too large");
    parsed = JSON.parse(body);
  } catch {
    throw new UpstreamError(502, "malformed", "The assistant service sent an answer we could not read. Please try again.", status);
  }
  const text = answerText(parsed).trim();
  if (text === "") throw new UpstreamError(502, "empty", "The assistant service returned an empty answer. Please try again.", status);
  return text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS - 1)}…` : text;
}
