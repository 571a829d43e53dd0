// Every page of the router in every locale, fetched from the built server with plain HTTP (no
// browser, no script): each answers its own prerendered HTML in its own language, with a title
// of its own, its heading, its head's facts, and for a calculator the worked example whose
// figure the real WebAssembly core computes here for the form's starting inputs. The sitemap
// lists exactly the router's pages, and robots.txt names it.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalPath, englishPathOf } from "../../src/app/page-head";
import { routePaths } from "../../src/app/routes";
import type { CalcClient } from "../../src/core/calc-client";
import { headlineFields, resultText } from "../../src/calculators/headline";
import { calculatorMessages } from "../../src/calculators/messages/calculator";
import { loadDefinition } from "../../src/calculators/registry";
import { defaultInputs } from "../../src/calculators/use-calculation";
import { LOCALE_INFO, LOCALES, withLocale, type Locale } from "../../src/i18n/locales";
import { isTranslated } from "../../src/i18n/translated-routes";
import { calcApi } from "../wasm/load-core";
import { baseURL } from "./browser";

interface Fetched {
  status: number;
  html: string;
  /** The answer's Content-Security-Policy header. */
  csp: string;
}

async function get(path: string): Promise<Fetched> {
  const response = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" };
}

/** Text of the first match of `pattern`'s group 1, tags and comments dropped, entities read. */
function textOf(html: string, pattern: RegExp): string | null {
  const found = pattern.exec(html)?.[1];
  if (found === undefined) return null;
  return found
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

const pagesOf = (locale: Locale) => routePaths().filter((path) => isTranslated(path, locale));
const urlOf = (routePath: string, locale: Locale) => canonicalPath(withLocale(routePath, locale));
const toolIdOf = (routePath: string) => /^\/tools\/([^/]+)$/i.exec(routePath)?.[1].toLowerCase();

/** Every page's HTML, fetched once: [locale, route path, url, response]. */
const fetched: [Locale, string, string, Fetched][] = [];

beforeAll(async () => {
  for (const locale of LOCALES) {
    for (const routePath of pagesOf(locale)) {
      const url = urlOf(routePath, locale);
      fetched.push([locale, routePath, url, await get(url)]);
    }
  }
}, 120_000);

describe("every page's own HTML", () => {
  it("answers each route in each locale with status 200, its <html lang>, heading, description, canonical URL and alternates", () => {
    expect(fetched.length).toBeGreaterThan(routePaths().length);
    for (const [locale, routePath, url, { status, html, csp }] of fetched) {
      expect(status, url).toBe(200);
      expect(html, url).toContain(`<html lang="${LOCALE_INFO[locale].htmlLang}"`);
      const heading = textOf(html, /<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(heading, `${url} has a heading`).toBeTruthy();
      const title = textOf(html, /<title>([^<]*)<\/title>/);
      if (englishPathOf(url) !== "/") expect(title, url).toContain(heading);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html, url).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${url.replace(/[/.]/g, "\\$&")}" />`));
      for (const other of LOCALES.filter((candidate) => isTranslated(routePath, candidate))) {
        expect(html, `${url} names its ${other} page`).toContain(`hreflang="${LOCALE_INFO[other].htmlLang}"`);
      }
      expect(html, url).toContain('hreflang="x-default"');
      expect(html, url).toContain('<meta property="og:title"');
      expect(html, url).toContain('<meta name="twitter:card" content="summary" />');
      expect(html, url).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/);
      expect(html, url).not.toMatch(/AggregateRating|"Review"|ratingValue/);
      // No script runs inline (the strict CSP): the only inline <script>s are data blocks, the
      // breadcrumbs and the scripts page-start.js asks for once the page has painted.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map(([tag]) => tag);
      expect(inline, url).toEqual(['<script type="application/ld+json">', '<script type="application/json" id="page-scripts">']);
      expect(html, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      // The stylesheet inline, so the first paint waits for no request: no stylesheet link, one
      // <style>, which the answer's CSP allows by its SHA-256 (and allows no other inline style).
      expect(html, url).not.toMatch(/rel="stylesheet"/);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
      expect(html.match(/<style/g)?.length, url).toBe(1);
      expect(styles.length, url).toBe(1);
      const hash = createHash("sha256").update(styles[0], "utf8").digest("base64");
      expect(csp.split("; ").find((directive) => directive.startsWith("style-src")), url).toBe(`style-src 'self' 'sha256-${hash}'`);
    }
  });

  it("gives every page a title of its own (two paths of one page share it and name the same canonical page's heading)", () => {
    const byTitle = new Map<string, string[]>();
    for (const [, , url, { html }] of fetched) {
      const title = textOf(html, /<title>([^<]*)<\/title>/) ?? "";
      byTitle.set(title, [...(byTitle.get(title) ?? []), url]);
    }
    // The tools hub is at /tools and /money/financial (spec 1 §2): the one page at two addresses.
    // One page in two languages may share a title where the languages spell it alike (लॉग इन in
    // Hindi and Marathi): that is still the page's own.
    const shared = [...byTitle.values()]
      .map((urls) => [...new Set(urls.map(englishPathOf))].sort())
      .filter((paths) => paths.length > 1)
      .map((paths) => paths.join(" "));
    expect(new Set(shared)).toEqual(new Set(["/money/financial /tools"]));
  });

  it("states each calculator's worked example with the figure the core computes for its starting inputs", async () => {
    let calculators = 0;
    for (const [locale, routePath, url, { html }] of fetched) {
      const toolId = toolIdOf(routePath);
      const definition = toolId === undefined ? undefined : await loadDefinition(toolId, locale);
      if (!definition) continue;
      calculators++;
      const example = textOf(html, /<p class="worked-example"[^>]*>([\s\S]*?)<\/p>/);
      expect(example, `${url} has a worked example`).toBeTruthy();
      const result = await definition.compute(calcApi as unknown as CalcClient, defaultInputs(definition.fields));
      const notice = definition.notice?.(result);
      const units = (await calculatorMessages.load(locale)).units;
      const figure = notice ?? resultText(headlineFields(definition, result)[0], result, units);
      expect(example, url).toContain(figure);
    }
    // English and Hindi have every calculator; a language being written has fewer so far.
    expect(calculators).toBeGreaterThanOrEqual(60);
  });

  it("says the SIP's and the EMI's worked examples in words, in each language", () => {
    const page = (url: string) => textOf(fetched.find(([, , candidate]) => candidate === url)?.[3].html ?? "", /<p class="worked-example"[^>]*>([\s\S]*?)<\/p>/);
    expect(page("/tools/sip")).toBe(
      "For example, with Monthly investment ₹10,000, Expected return rate (p.a.) 12% and Time period 10 years: Invested amount ₹12,00,000, Est. returns ₹11,23,391 and Total value ₹23,23,391.",
    );
    expect(page("/tools/emi")).toContain("₹8,678");
    expect(page("/hi/tools/sip")).toContain("उदाहरण के लिए, मासिक निवेश ₹10,000");
    expect(page("/hi/tools/sip")).toContain("कुल मूल्य ₹23,23,391");
  });

  it("keeps the calculator's form in the page with its starting values, and a note for a reader without JavaScript", () => {
    const sip = fetched.find(([, , url]) => url === "/tools/sip")![3].html;
    expect(sip).toMatch(/<input[^>]*value="10000"/);
    expect(sip).toContain("<noscript>");
    expect(sip).toContain("Calculating needs JavaScript");
    const hindi = fetched.find(([, , url]) => url === "/hi/tools/sip")![3].html;
    expect(hindi).toContain("गणना के लिए JavaScript चाहिए");
  });

  it("answers a link with inputs in its query with the page's own HTML", async () => {
    const { status, html } = await get("/tools/sip?monthlyInvestment=5000&annualRate=10&timePeriod=5");
    expect(status).toBe(200);
    expect(html).toContain("₹23,23,391");
  });
});

describe("an unknown path", () => {
  it("answers status 404 with the home page and a line saying so, in the path's language", async () => {
    for (const locale of LOCALES) {
      const { status, html } = await get(withLocale("/no/such/page", locale));
      expect(status, locale).toBe(404);
      expect(html, locale).toContain(`<html lang="${LOCALE_INFO[locale].htmlLang}"`);
      expect(html, locale).toContain('data-testid="not-found"');
      expect(html, locale).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe("the sitemap", () => {
  it("lists exactly the router's pages in every locale that has them, each with its alternates, and robots.txt names it", async () => {
    const { status, html: xml } = await get("/sitemap.xml");
    expect(status).toBe(200);
    const listed = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = LOCALES.flatMap((locale) => pagesOf(locale).map((path) => urlOf(path, locale)));
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());
    expect(listed.length).toBe(expected.length);
    expect((xml.match(/hreflang="x-default"/g) ?? []).length).toBe(listed.length);
    const robots = await get("/robots.txt");
    expect(robots.html).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});
