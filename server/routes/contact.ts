// POST /api/contact stores a message (answered only after it is on disk); GET /api/contact
// lets the people who run the site read them, newest first, with the admin token.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../config/env";
import type { Store } from "../store/store";
import { requestMessages } from "../messages";
import { checkContactMessage } from "./contact-rules";

const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;
const MINUTE_MS = 60_000;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Compares digests so the time taken says nothing about how much of the token matched. */
function tokenMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function positiveWhole(raw: unknown, max: number): number | undefined | null {
  if (raw === undefined) return undefined;
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

function refuse(reply: FastifyReply, error: string): FastifyReply {
  return reply.code(401).header("www-authenticate", 'Bearer realm="contact messages"').send({ error });
}

export function contactRoutes(store: Store, config: Pick<ServerConfig, "adminToken" | "rateLimits">) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post(
      "/api/contact",
      { config: { rateLimit: { max: config.rateLimits.contactPerMinute, timeWindow: MINUTE_MS } } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const checked = checkContactMessage(request.body, requestMessages(request).contact);
        if (!checked.ok) return reply.code(400).send({ error: checked.error, field: checked.field });
        const saved = await store.contactMessages.add(checked.value);
        request.log.info({ contactMessageId: saved.id }, "contact message stored");
        return reply.code(201).send({ ok: true, id: saved.id });
      },
    );

    app.get(
      "/api/contact",
      { config: { rateLimit: { max: config.rateLimits.adminPerMinute, timeWindow: MINUTE_MS } } },
      async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
        reply.header("cache-control", "no-store");
        // No token configured: reading over HTTP is switched off and the route looks absent.
        if (config.adminToken === undefined) return reply.code(404).send({ error: "Not found." });
        const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
        if (!match) return refuse(reply, "This needs the admin token: Authorization: Bearer <ADMIN_TOKEN>.");
        if (!tokenMatches(match[1], config.adminToken)) return refuse(reply, "The admin token is not valid.");

        const limit = positiveWhole(request.query.limit, PAGE_SIZE_MAX);
        if (limit === null) return reply.code(400).send({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.` });
        const before = positiveWhole(request.query.before, Number.MAX_SAFE_INTEGER);
        if (before === null) return reply.code(400).send({ error: "before must be a message id (a whole number above 0)." });
        const page = await store.contactMessages.list({ limit: limit ?? PAGE_SIZE_DEFAULT, beforeId: before });
        // nextBefore: pass it as ?before= for the next, older page; null on the last page.
        return { messages: page.messages, nextBefore: page.nextBeforeId };
      },
    );
  };
}
