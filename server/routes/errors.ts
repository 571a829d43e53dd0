// Every error leaves as JSON `{ error }` with a fitting status. A 4xx says what to fix; a 5xx
// says only that it was our fault. Logs carry the error code and status, never the error's
// message for a 4xx: a JSON parser's message can quote the request body.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { COUNTERS_RETRY_AFTER_SECONDS, CountersUnavailableError } from "../limits/counters";
import { SECURITY_HEADERS } from "../security-headers";

const INTERNAL_ERROR = "Something went wrong on our side. Please try again later.";

const CLIENT_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the body as JSON with Content-Type: application/json.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty: send a JSON object.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_CHARSET: "Send the body as UTF-8 JSON.",
};

function clientMessage(error: FastifyError, status: number, retryAfterSeconds: string | undefined): string {
  const known = error.code === undefined ? undefined : CLIENT_MESSAGES[error.code];
  if (known !== undefined) return known;
  if (status === 429) return `Too many requests. Please wait${retryAfterSeconds ? ` ${retryAfterSeconds} seconds` : " a moment"} and try again.`;
  if (status === 413) return CLIENT_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE;
  if (status === 415) return CLIENT_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE;
  // The JSON parser throws a SyntaxError marked 400 (including __proto__ keys it refuses).
  if (status === 400 && error instanceof SyntaxError) return "The request body is not valid JSON.";
  if (status === 404) return "Not found.";
  return "The request could not be accepted.";
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CountersUnavailableError) {
      request.log.error({ err: error.cause }, "rate counters unreachable: request refused");
      return reply.code(503).header("retry-after", String(COUNTERS_RETRY_AFTER_SECONDS)).send({ error: error.message });
    }
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
    if (status < 500) {
      request.log.info({ code: error.code, statusCode: status }, "request refused");
      const retryAfter = reply.getHeader("retry-after");
      return reply.code(status).send({ error: clientMessage(error, status, retryAfter === undefined ? undefined : String(retryAfter)) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: INTERNAL_ERROR });
  });
}

/** fastify's refusals before routing: a URL it cannot decode, a parameter too long. Never quotes the URL. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: "The request URL is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "The request URL is too long.",
};

export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code, statusCode: 400 }, "request refused");
  void reply
    .code(400)
    .headers(SECURITY_HEADERS)
    .send({ error: FRAMEWORK_MESSAGES[error.code] ?? "The request could not be accepted." });
}

/**
 * Node's own refusals, before fastify sees a request: a head or body that did not arrive in
 * time (408), a head too large (431), bytes that are not HTTP (400). Answered on the socket
 * in the app's JSON shape with the security headers, then the connection is closed.
 */
const SOCKET_ERRORS: Readonly<Record<string, { status: number; error: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: "The request took too long to arrive. Please try again." },
  HPE_HEADER_OVERFLOW: { status: 431, error: "The request headers are too large." },
};
const MALFORMED_REQUEST = { status: 400, error: "The request is not valid HTTP." };

export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, error: message } = (error.code === undefined ? undefined : SOCKET_ERRORS[error.code]) ?? MALFORMED_REQUEST;
  this.log.info({ code: error.code, statusCode: status }, "connection refused");
  if (socket.writable) {
    const body = JSON.stringify({ error: message });
    const headers = { ...SECURITY_HEADERS, "content-type": "application/json; charset=utf-8", "content-length": String(Buffer.byteLength(body)), connection: "close" };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
