// POST /api/wellness-assistant {prompt} -> 200 {text} (spec 2 §7). Upstream failures become
// 502/504 {error}; the log records why, never the prompt or the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Assistant } from "../assistant/assistant";
import { CallerGoneError, UpstreamError } from "../assistant/model-client";
import type { ServerConfig } from "../config/env";
import { englishMessages, requestLocale, messagesFor, type ServerMessages } from "../messages";
import { isJsonObject, isPlainText, type Checked } from "./validation";

/** The panels send at most 800 characters of the visitor's text plus their instruction. */
export const PROMPT_MAX_CHARS = 3000;
type AssistantMessages = ServerMessages["assistant"];

/** `{prompt, lang?}`: `lang` 'hi' asks for a Hindi answer and Hindi messages; none is English. */
export function checkPrompt(body: unknown, m: AssistantMessages = englishMessages.assistant): Checked<string> {
  if (!isJsonObject(body) || typeof body.prompt !== "string" || body.prompt.trim() === "") return { ok: false, field: "prompt", error: m.emptyPrompt };
  const prompt = body.prompt.trim();
  if (prompt.length > PROMPT_MAX_CHARS) return { ok: false, field: "prompt", error: m.promptTooLong(PROMPT_MAX_CHARS) };
  if (!isPlainText(prompt, true)) return { ok: false, field: "prompt", error: m.promptBadCharacters };
  return { ok: true, value: prompt };
}

/** The upstream failure's message in the request's language (the reason names which one). */
function upstreamMessage(error: UpstreamError, m: AssistantMessages): string {
  switch (error.reason) {
    case "timeout":
      return m.timeout;
    case "unreachable":
      return m.unreachable;
    case "http-status":
      return error.upstreamStatus === undefined ? m.unreachable : m.httpStatus(error.upstreamStatus);
    case "malformed":
      return m.malformed;
    case "empty":
      return m.empty;
    default:
      return error.message;
  }
}

export function assistantRoutes(assistant: Assistant, config: Pick<ServerConfig, "rateLimits">) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post(
      "/api/wellness-assistant",
      // Needs no database: while the shared counters are unreachable it keeps answering,
      // limited per process, rather than going dark with the database.
      { config: { rateLimit: { max: config.rateLimits.assistantPerMinute, timeWindow: 60_000 }, whenCountersFail: "count-in-process" } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const locale = requestLocale(request);
        const m = messagesFor(locale).assistant;
        const checked = checkPrompt(request.body, m);
        if (!checked.ok) return reply.code(400).send({ error: checked.error, field: checked.field });
        // A visitor who cancels (spec 2 §4) closes the connection: stop waiting for the model.
        const visitorGone = new AbortController();
        reply.raw.once("close", () => {
          if (!reply.raw.writableFinished) visitorGone.abort();
        });
        const started = Date.now();
        try {
          const answer = await assistant.answer(checked.value, visitorGone.signal, locale);
          request.log.info({ source: answer.source, modelFailure: answer.modelFailure, durationMs: Date.now() - started }, "assistant answered");
          return { text: answer.text };
        } catch (error) {
          if (error instanceof CallerGoneError) {
            request.log.info({ durationMs: Date.now() - started }, "assistant request abandoned by the visitor");
            return reply.code(499).send({ error: m.cancelled });
          }
          if (!(error instanceof UpstreamError)) throw error;
          request.log.warn({ reason: error.reason, upstreamStatus: error.upstreamStatus, durationMs: Date.now() - started }, "assistant upstream failed");
          return reply.code(error.status).send({ error: upstreamMessage(error, m) });
        }
      },
    );
  };
}
