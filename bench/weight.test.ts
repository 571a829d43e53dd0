// What a page's HTML makes wait before its first paint, as the weight figures count it.
import { describe, expect, it } from "vitest";
import { entryOf, renderBlockingRequests } from "./weight";

describe("render-blocking requests", () => {
  it("counts stylesheets and classic scripts in the head, not module, async or deferred scripts, data blocks or preloads", () => {
    const html = `<!doctype html><html><head>
      <script src="/page-start.js"></script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <script async src="/a.js"></script><script defer src="/d.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/style-a.css">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/x.js">
      <link rel="icon" href="/favicon.svg">
      <script type="application/ld+json">{}</script>
      </head><body><link rel="stylesheet" href="/late.css"></body></html>`;
    expect(renderBlockingRequests(html)).toEqual(["/page-start.js", "/assets/style-a.css"]);
  });

  it("finds the entry a prerendered page starts in its #page-scripts block, and refuses a page without one", () => {
    const html = `<head><script type="application/json" id="page-scripts">{"entry":"/assets/index-a.js","preload":["/assets/x.js"]}</script></head>`;
    expect(entryOf(html)).toBe("assets/index-a.js");
    expect(() => entryOf("<head></head>")).toThrow(/page-scripts/);
  });
});
