// Security headers on every response (DESIGN.md, "Server"). The Content-Security-Policy allows
// no inline script (the theme is applied before first paint by the external /page-start.js),
// and no inline style but the site's own stylesheet, which each prerendered page carries inline:
// allowed by its SHA-256 hash, which the prerender lists (scripts/prerender/inline-styles.ts);
// 'wasm-unsafe-eval' is there only because the calculation core is WebAssembly, compiled in
// the worker; workers come only from our own origin.
// Cross-Origin-Opener-Policy same-origin with Cross-Origin-Embedder-Policy require-corp makes
// the page cross-origin isolated, which gives it SharedArrayBuffer: the Monte Carlo panel splits
// its paths across a pool of workers that write into one shared buffer (src/core/odds-pool.ts).
// require-corp rather than credentialless: the site loads nothing from another origin (the CSP
// above says so), same-origin resources need no Cross-Origin-Resource-Policy, and require-corp
// is the value every browser with SharedArrayBuffer supports (Safari has no credentialless).
import type { FastifyInstance } from "fastify";

/** The policy; `styleHashes` ('sha256-…' sources) allow exactly those inline stylesheets. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of answers that carry no page (errors answered before any route ran). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

export function addSecurityHeaders(app: FastifyInstance, styleHashes: readonly string[] = []): void {
  const headers = { ...SECURITY_HEADERS, "content-security-policy": contentSecurityPolicy(styleHashes) };
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
