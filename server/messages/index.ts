// The language of an API request and its messages. A request names its language
// with `lang` in its JSON body or, for calls without a body, with Accept-Language (the site's
// API client sends both from a Hindi page). No language, or one we do not have, is English,
// so every existing client keeps its answers word for word.
import type { FastifyRequest } from "fastify";
import { bn } from "./bn";
import { en, type ServerMessages } from "./en";
import { hi } from "./hi";
import { mr } from "./mr";

export const SERVER_LOCALES = ["en", "hi", "mr", "bn"] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

const CATALOGUES: Record<ServerLocale, ServerMessages> = { en, hi, mr, bn };

function asLocale(value: unknown): ServerLocale | undefined {
  if (typeof value !== "string") return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (SERVER_LOCALES as readonly string[]).includes(primary) ? (primary as ServerLocale) : undefined;
}

/** `lang` of a JSON body, else the first language of Accept-Language, else English. */
export function requestLocale(request: Pick<FastifyRequest, "body" | "headers">): ServerLocale {
  const body = request.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body) && "lang" in body) {
    const fromBody = asLocale((body as { lang: unknown }).lang);
    if (fromBody) return fromBody;
  }
  const header = request.headers["accept-language"];
  const first = typeof header === "string" ? header.split(",")[0].split(";")[0] : undefined;
  return asLocale(first) ?? "en";
}

export function messagesFor(locale: ServerLocale): ServerMessages {
  return CATALOGUES[locale];
}

/** The catalogue for a request's language. */
export function requestMessages(request: Pick<FastifyRequest, "body" | "headers">): ServerMessages {
  return messagesFor(requestLocale(request));
}

export { en as englishMessages, type ServerMessages };
