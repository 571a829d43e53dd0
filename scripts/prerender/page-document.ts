// One prerendered page: index.html (as Vite built it) with the page's own head and the root
// React rendered. Pure string work, so it is unit-tested; scripts/prerender.ts gives it the
// facts (src/app/page-head.ts works them out, the same functions the browser uses later).

import type { PageAssets } from "./asset-tags";

export interface PageFacts {
  /** `<html lang>`: 'en-IN', 'hi-IN'. */
  htmlLang: string;
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** hreflang -> absolute URL, each locale the page is in, then x-default. */
  alternates: readonly { hrefLang: string; href: string }[];
  /** Open Graph's locale of the page ('en_IN') and of its other languages. */
  ogLocale: string;
  ogAlternateLocales: readonly string[];
  siteName: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** The breadcrumb trail, home first, with absolute URLs. */
  breadcrumbs: readonly { name: string; url: string }[];
  /** The page's stylesheets and scripts (asset-tags.ts). */
  assets: PageAssets;
  /** What React rendered inside #root. */
  rootHtml: string;
  /** When false (a 404 page), robots are asked not to index it and it has no canonical URL. */
  indexable: boolean;
}

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON inside a <script> data block: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** schema.org BreadcrumbList of the trail (structured data; nothing about reviews or ratings). */
export function breadcrumbList(trail: PageFacts["breadcrumbs"]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

function headTags(facts: PageFacts, manifest: string): string {
  const meta = (attribute: "name" | "property", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    facts.indexable ? `<link rel="canonical" href="${escapeHtml(facts.canonical)}" />` : `<meta name="robots" content="noindex" />`,
    ...(facts.indexable ? facts.alternates.map(({ hrefLang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hrefLang)}" href="${escapeHtml(href)}" />`) : []),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", facts.siteName),
    meta("property", "og:title", facts.title),
    meta("property", "og:description", facts.description),
    meta("property", "og:url", facts.canonical),
    meta("property", "og:image", facts.image),
    meta("property", "og:locale", facts.ogLocale),
    ...facts.ogAlternateLocales.map((locale) => meta("property", "og:locale:alternate", locale)),
    meta("name", "twitter:card", "summary"),
    meta("name", "twitter:title", facts.title),
    meta("name", "twitter:description", facts.description),
    meta("name", "twitter:image", facts.image),
    // A data block: the CSP's script-src governs scripts that run, and this one never runs.
    `<script type="application/ld+json">${jsonForScript(breadcrumbList(facts.breadcrumbs))}</script>`,
    ...facts.assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    // What public/page-start.js asks for once the page has painted: a data block too.
    `<script type="application/json" id="page-scripts">${jsonForScript({ entry: facts.assets.entry, preload: facts.assets.preload, manifest })}</script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]*)" \/>/;

/** The page's HTML from index.html as Vite built it. */
export function pageDocument(template: string, facts: PageFacts): string {
  // index.html's comments are for whoever reads the source, not bytes for every visitor to fetch.
  let html = template.replace(/\s*<!--[\s\S]*?-->/g, "");
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${facts.rootHtml}</div>`, 'empty <div id="root">');
  // The manifest is linked after the first paint too: linked in the head, the browser fetched it
  // and then its icon while the page was loading page-start.js, which the paint waits for.
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  if (manifest === undefined) throw new Error("index.html has no manifest link");
  html = html.replace(MANIFEST_LINK, "");
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${escapeHtml(facts.htmlLang)}"`, "<html lang>");
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(facts.title)}</title>`, "<title>");
  html = replaceOnce(html, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(facts.description)}" />`, "meta description");
  html = replaceOnce(html, /<\/head>/, `  ${headTags(facts, manifest)}\n  </head>`, "</head>");
  // The entry is not asked for with the page: page-start.js asks for it after the first paint.
  html = replaceOnce(html, /\s*<script type="module"[^>]*><\/script>/, "", "entry script");
  return html;
}

/** /sitemap.xml: every page in every language it is in, each with its alternates. */
export function sitemapXml(pages: readonly { url: string; alternates: readonly { hrefLang: string; href: string }[] }[]): string {
  const entries = pages.map(({ url, alternates }) =>
    [
      "  <url>",
      `    <loc>${escapeHtml(url)}</loc>`,
      ...alternates.map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hrefLang)}" href="${escapeHtml(href)}"/>`),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** The heading and lead the page rendered, read from its HTML: the title and description come from them. */
export function headingAndLead(rootHtml: string): { heading: string | null; lead: string | null } {
  const text = (fragment: string | undefined) => {
    if (fragment === undefined) return null;
    const plain = fragment
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return plain || null;
  };
  const main = rootHtml.slice(Math.max(0, rootHtml.indexOf("<main")));
  return {
    heading: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]),
    lead: text(/<p class="lead"[^>]*>([\s\S]*?)<\/p>/.exec(main)?.[1]),
  };
}
