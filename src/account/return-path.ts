// Where /login sends the visitor afterwards: the page they came from (router state from the
// nav's link, or ?next= from a link elsewhere), only ever a path on this site, never /login
// itself. Anything else, including another origin written as //host or /\host, gives "/".

const FALLBACK = "/";
/** A base that is never a real origin: a candidate that resolves elsewhere left the site. */
const PROBE_ORIGIN = "https://return-path.invalid";

export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string" || !candidate.startsWith("/")) return FALLBACK;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  // /login in any language (/hi/login) would send the visitor round in a circle.
  if (url.origin !== PROBE_ORIGIN || /^(?:\/hi)?\/login\/?$/i.test(url.pathname)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The router state's `from` when present, else the `next` query parameter. */
export function returnPathFrom(state: unknown, search: string): string {
  const from = typeof state === "object" && state !== null && "from" in state ? state.from : undefined;
  return safeReturnPath(from ?? new URLSearchParams(search).get("next"));
}
