import { describe, expect, it } from "vitest";
import { createPreloader, routeModules, withPreloads, type BuildManifest } from "./route-preloads";

/** A build manifest shaped as Vite writes it: the entry, the calculator route, two definitions. */
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-a1.js", isEntry: true, imports: ["_runtime-r1.js"], css: ["assets/index-c1.css"] },
  "_runtime-r1.js": { file: "assets/runtime-r1.js" },
  "src/pages/home-page.tsx": { file: "assets/home-page-h1.js", imports: ["index.html", "_runtime-r1.js"], css: ["assets/pages-p1.css"] },
  "src/calculators/calculator-route.tsx": {
    file: "assets/calculator-route-k1.js",
    imports: ["index.html", "_runtime-r1.js", "_calc-client-q1.js"],
    dynamicImports: ["src/calculators/messages/calculator.en.ts", "src/calculators/messages/calculator.hi.ts", "src/calculators/odds-panel.tsx"],
    css: ["assets/calculator-k1.css"],
  },
  "src/calculators/messages/calculator.en.ts": { file: "assets/calculator.en-m1.js" },
  "src/calculators/messages/calculator.hi.ts": { file: "assets/calculator.hi-m2.js" },
  "src/calculators/odds-panel.tsx": { file: "assets/odds-panel-o1.js" },
  "_calc-client-q1.js": { file: "assets/calc-client-q1.js", imports: ["index.html"], css: ["assets/calc-client-q1.css"] },
  "src/calculators/definitions/emi.ts": {
    file: "assets/emi-e1.js",
    imports: ["src/calculators/calculator-route.tsx", "_calc-client-q1.js", "_format-month-f1.js"],
    dynamicImports: ["src/calculators/definitions/messages/emi-sections.en.ts", "src/calculators/definitions/messages/emi-sections.hi.ts"],
    css: ["assets/emi-e1.css"],
  },
  "src/calculators/definitions/messages/emi-sections.en.ts": { file: "assets/emi-sections.en-x1.js" },
  "src/calculators/definitions/messages/emi-sections.hi.ts": { file: "assets/emi-sections.hi-x2.js" },
  "_format-month-f1.js": { file: "assets/format-month-f1.js" },
  "src/calculators/definitions/sip.ts": { file: "assets/sip-s1.js", imports: ["src/calculators/calculator-route.tsx"] },
};

describe("route preloads", () => {
  it("names a calculator page's route chunk and definition, with what they import", () => {
    expect(routeModules("/tools/EMI")).toEqual(["src/calculators/calculator-route.tsx", "src/calculators/definitions/emi.ts"]);
    const tags = createPreloader(MANIFEST)("/tools/emi");
    const hrefs = [...tags.matchAll(/<link rel="(modulepreload|preload)"( as="style"| fetchpriority="low")? crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[3]}`);
    expect(hrefs).toEqual([
      "modulepreload /assets/calculator-route-k1.js",
      "modulepreload /assets/calc-client-q1.js",
      "modulepreload /assets/calculator.en-m1.js",
      "modulepreload /assets/emi-e1.js",
      "modulepreload /assets/format-month-f1.js",
      "modulepreload /assets/emi-sections.en-x1.js",
      "preload /assets/calculator-k1.css",
      "preload /assets/calc-client-q1.css",
      "preload /assets/emi-e1.css",
    ]);
  });

  it("names the English words of the chunks it names, not another language's, nor code loaded later", () => {
    const tags = createPreloader(MANIFEST)("/tools/emi");
    expect(tags).toContain("calculator.en-m1.js");
    expect(tags).not.toContain(".hi-");
    expect(tags).not.toContain("odds-panel-o1.js");
  });

  it("asks for every script at low priority, after the entry script that paints first", () => {
    const tags = createPreloader(MANIFEST)("/tools/emi");
    const scripts = tags.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it("leaves out what the entry loads already, and stylesheets are preloaded, not applied", () => {
    const tags = createPreloader(MANIFEST)("/tools/sip");
    expect(tags).not.toContain("index-a1.js");
    expect(tags).not.toContain("runtime-r1.js");
    expect(tags).not.toContain("index-c1.css");
    expect(tags).not.toContain('rel="stylesheet"');
    expect(tags).toContain('href="/assets/sip-s1.js"');
  });

  it("names the home page's chunk on /", () => {
    expect(createPreloader(MANIFEST)("/")).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-page-h1.js"><link rel="preload" as="style" crossorigin href="/assets/pages-p1.css">',
    );
  });

  it("names nothing for a page it does not know, a tool with a page of its own, or another locale's page", () => {
    const preloadsFor = createPreloader(MANIFEST);
    for (const path of ["/money", "/tools/debt", "/tools/no-such-tool", "/hi/tools/sip", "/hi/", "/tools/emi/extra"]) expect(preloadsFor(path), path).toBe("");
  });

  it("adds the tags at the end of the head, and leaves a page without tags as it is", () => {
    const html = "<!doctype html><html><head><title>t</title></head><body></body></html>";
    expect(withPreloads(html, '<link rel="x">')).toBe('<!doctype html><html><head><title>t</title><link rel="x">\n  </head><body></body></html>');
    expect(withPreloads(html, "")).toBe(html);
  });
});
