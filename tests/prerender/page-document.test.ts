// A prerendered page's document: index.html with the page's own head and root.
import { describe, expect, it } from "vitest";
import { headingAndLead, jsonForScript, pageDocument, sitemapXml, type PageFacts } from "../../scripts/prerender/page-document";

const TEMPLATE = `<!doctype html>
<html lang="en-IN" class="dark">
  <head>
    <meta name="description" content="Site description." />
    <!-- The manifest: linked after the first paint. -->
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>Sense &amp; Life: money, health and purpose</title>
    <script src="/page-start.js"></script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const FACTS: PageFacts = {
  htmlLang: "hi-IN",
  title: "SIP कैलकुलेटर | Sense & Life",
  description: 'A "quoted" <lead>',
  canonical: "https://example.in/hi/tools/sip",
  alternates: [
    { hrefLang: "en-IN", href: "https://example.in/tools/sip" },
    { hrefLang: "hi-IN", href: "https://example.in/hi/tools/sip" },
    { hrefLang: "x-default", href: "https://example.in/tools/sip" },
  ],
  ogLocale: "hi_IN",
  ogAlternateLocales: ["en_IN"],
  siteName: "Sense & Life",
  image: "https://example.in/icons/icon-512.png",
  breadcrumbs: [
    { name: "होम", url: "https://example.in/hi/" },
    { name: "</script><b>", url: "https://example.in/hi/tools" },
  ],
  assets: { stylesheets: ["/assets/x.css"], entry: "/assets/index-a1.js", preload: ["/assets/sip-s1.js", "/assets/calculator.hi-c2.js"] },
  rootHtml: '<div class="app"><main><h1>SIP</h1></main></div>',
  indexable: true,
};

describe("a prerendered page", () => {
  const html = pageDocument(TEMPLATE, FACTS);

  it("carries its own language, title, description, canonical URL and alternates", () => {
    expect(html).toContain('<html lang="hi-IN" class="dark">');
    expect(html).toContain("<title>SIP कैलकुलेटर | Sense &amp; Life</title>");
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;lead&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.in/hi/tools/sip" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://example.in/tools/sip" />');
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('<div id="root"><div class="app"><main><h1>SIP</h1></main></div></div>');
    expect(html.indexOf("x.css")).toBeLessThan(html.indexOf("</head>"));
  });

  it("states its breadcrumbs as a JSON-LD data block that nothing in it can close", () => {
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]) as { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "होम"],
      [2, "</script><b>"],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/rating|review/i);
    expect(jsonForScript("</script>")).not.toContain("<");
  });

  it("names its scripts and manifest in a data block for page-start.js to ask for after the first paint, and asks for none itself", () => {
    const block = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1])).toEqual({ entry: "/assets/index-a1.js", preload: ["/assets/sip-s1.js", "/assets/calculator.hi-c2.js"], manifest: "/manifest.webmanifest" });
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="manifest"|<!-- The manifest/);
    expect(html).toContain('<script src="/page-start.js"></script>');
  });

  it("asks a 404 page not to be indexed and gives it no canonical URL", () => {
    const notFound = pageDocument(TEMPLATE, { ...FACTS, indexable: false });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it("refuses a template whose root is not empty (a page prerendered twice)", () => {
    expect(() => pageDocument(html, FACTS)).toThrow(/root/);
  });
});

describe("the page's heading and lead, read from what React rendered", () => {
  it("reads the first heading and lead paragraph inside main, as text", () => {
    const root = '<nav><h1>not this</h1></nav><main id="main"><!--$--><h1>EMI <!-- -->Calculator</h1><p class="lead">Loans &amp; <a href="/x">more</a>.</p><!--/$--></main>';
    expect(headingAndLead(root)).toEqual({ heading: "EMI Calculator", lead: "Loans & more." });
    expect(headingAndLead("<main></main>")).toEqual({ heading: null, lead: null });
  });
});

describe("the sitemap", () => {
  it("lists each page with its alternates", () => {
    const xml = sitemapXml([{ url: "https://example.in/tools/sip", alternates: FACTS.alternates }]);
    expect(xml).toContain("<loc>https://example.in/tools/sip</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.in/hi/tools/sip"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
