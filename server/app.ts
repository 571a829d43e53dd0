// Builds the server: the API under /api and the built site, one process (DESIGN.md, "Server").
// Several such processes may share one PostgreSQL: the store and the rate counters live there.
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { createServer } from "node:http";
import { createAssistant, type Assistant } from "./assistant/assistant";
import { SYSTEM_CLOCK, type AuthClock } from "./auth/clock";
import type { ServerConfig } from "./config/env";
import { sweepingCounters } from "./limits/counters";
import { sharedRateLimitStore } from "./limits/rate-limit-store";
import { assistantRoutes } from "./routes/assistant";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { answerClientError, answerFrameworkError, installErrorHandler } from "./routes/errors";
import { healthRoutes } from "./routes/health";
import { planRoutes } from "./routes/plans";
import { addSecurityHeaders } from "./security-headers";
import { inlineStyleHashes, registerSite } from "./site";
import { openStore } from "./store/open-store";
import type { Store } from "./store/store";

/**
 * The largest request body we read. A contact message (4,000 characters) or an assistant
 * prompt (3,000) fits with room for multi-byte text; anything larger is refused with 413.
 */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** A hop count means "believe that many proxies in front of us" (proxy-addr's rule). */
function trustProxyOption(trust: ServerConfig["trustProxy"]): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/**
 * Node reads its request timeouts only when the server is created (an assignment afterwards
 * leaves a connection that trickles its body, or sends nothing, open for minutes), so the app
 * makes its own server with them. Node checks the timeouts every `connectionsCheckingInterval`
 * (30 s by default, which would let a 10 s limit stretch to 40 s): a quarter of the head's
 * limit, at most a second, keeps each limit within about a second of itself.
 */
function serverWithTimeouts(timeouts: ServerConfig["timeouts"]) {
  return (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
      },
      handler,
    );
    return server;
  };
}

export interface AppParts {
  /** A store the caller opened and will close; by default the app opens one from the config and closes it on close. */
  store?: Store;
  assistant?: Assistant;
  /** Time for token expiry and the log-in slowdown; tests move it on without waiting. */
  clock?: AuthClock;
}

export async function buildApp(config: ServerConfig, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Structured logs without personal data: no bodies, no query strings (calculator
      // inputs travel in them), no client addresses, no headers (the admin token is one).
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split("?")[0] }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // A request that sends its head or body slower than the limits is answered 408 and cut off (slowloris).
    serverFactory: serverWithTimeouts(config.timeouts),
    // A URL fastify cannot decode (GET /%c0) gets the app's JSON error, not one quoting the URL.
    frameworkErrors: answerFrameworkError,
    // Node's own refusals (a head too large, a malformed request, a timeout) in the same shape.
    clientErrorHandler: answerClientError,
  });

  const store = parts.store ?? (await openStore(config, (error) => app.log.error({ err: error }, "idle database connection failed")));
  // Runs after the server has stopped accepting connections and finished the requests in
  // flight (fastify closes the listener first), so no answered write is cut short.
  if (parts.store === undefined) {
    app.addHook("onClose", async () => {
      await store.close();
      app.log.info({ store: store.engine }, "store closed");
    });
  }
  const assistant = parts.assistant ?? createAssistant({ model: config.assistantModel, timeoutMs: config.assistantTimeoutMs });
  app.log.info({ store: store.engine, assistant: assistant.usesModel ? "model" : "offline" }, "server configured");

  // While shutting down, tell each client whose request is finishing to close its connection:
  // Node closes only the connections idle at the moment close() starts, and a keep-alive
  // connection that finishes its request later would otherwise hold the process open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  addSecurityHeaders(app, inlineStyleHashes(config.distDir));
  installErrorHandler(app);
  const clock = parts.clock ?? SYSTEM_CLOCK;
  // Rate limits and the log-in lockout count in the store's rate_counters table, so every
  // process on one PostgreSQL sees the same counts and a restart keeps them.
  const counters = sweepingCounters(store.rateCounters, (error) => app.log.warn({ err: error }, "could not sweep ended rate windows"));
  // Per client address; only the routes that carry a `rateLimit` config are limited, so
  // page loads and static files never are.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counters, clock, app.log) });
  // Dynamic responses are compressed on the fly; the site's files are precompressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(healthRoutes(store));
  await app.register(contactRoutes(store, config));
  await app.register(assistantRoutes(assistant, config));
  await app.register(authRoutes(store, counters, config, clock));
  await app.register(planRoutes(store, config, clock));
  await registerSite(app, config.distDir);
  return app;
}
