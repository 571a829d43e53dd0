// The one place the app reads its environment (STYLE.md: "environment read through one
// validated config module").

const DEFAULT_API_BASE = "/api";

/**
 * `{backend}` of spec 2 §7: `/api` on our own origin unless VITE_API_BASE names another path
 * or an http(s) origin. Read on each call (it is a constant in a build) so tests can point
 * the app at a local server. A value that is neither a path nor an http(s) URL is a build
 * mistake, reported rather than silently replaced.
 */
export function apiBase(): string {
  const configured = import.meta.env.VITE_API_BASE?.trim();
  if (!configured) return DEFAULT_API_BASE;
  if (!/^(https?:\/\/[^/\s]+|\/)/.test(configured)) {
    throw new Error(`VITE_API_BASE must be a path such as /api or an http(s) URL, not "${configured}".`);
  }
  return configured.replace(/\/+$/, "");
}
