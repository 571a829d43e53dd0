// A prerendered page carries its stylesheets inline: a stylesheet the HTML links is a request
// the first paint must wait for, one more round trip (and on a slow network a new connection)
// after the page itself; inline, the page paints as soon as it has arrived. The site's rules are
// one stylesheet of about 8 KB compressed (decision 0185), so every page carries the same
// <style>, and the Content-Security-Policy allows exactly that content by its SHA-256 hash
// (server/security-headers.ts): no 'unsafe-inline', nothing else inline may style the page.
// The <style> stays: a page navigated to in the app needs no other stylesheet, and linking the
// file after the paint cost a request, a second parse and a restyle of the whole page.
// See docs/decisions/0223-stylesheet-inline-in-each-page.md and 0255.
import { createHash } from "node:crypto";

/** The CSP source that allows a <style> element with exactly this text: 'sha256-<base64>'. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * `html` with each stylesheet it links replaced by a <style> holding that file's text
 * (`cssOf(href)`, href as linked: '/assets/style-a1.css'), and the CSP sources that allow them.
 */
export function inlineStylesheets(html: string, cssOf: (href: string) => string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const inlined = html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) throw new Error(`a stylesheet link without an href: ${tag}`);
    const css = cssOf(href);
    // The text must not end the element early; Vite's minified CSS never holds this, but a
    // string in a rule could.
    if (/<\/style/i.test(css)) throw new Error(`${href} holds '</style' and cannot be inlined`);
    hashes.add(styleHashSource(css));
    return `<style>${css}</style>`;
  });
  return { html: inlined, hashes: [...hashes] };
}
