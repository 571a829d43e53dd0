// What a page's HTML makes wait before its first paint, as the weight figures count it.
import { describe, expect, it } from "vitest";
import { renderBlockingRequests } from "./weight";

describe("render-blocking requests", () => {
  it("counts stylesheets and classic scripts in the head, not module, async or deferred scripts, data blocks or preloads", () => {
    const html = `<!doctype html><html><head>
      <script src="/theme-init.js"></script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <script async src="/a.js"></script><script defer src="/d.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/style-a.css">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/x.js">
      <link rel="icon" href="/favicon.svg">
      <script type="application/ld+json">{}</script>
      </head><body><link rel="stylesheet" href="/late.css"></body></html>`;
    expect(renderBlockingRequests(html)).toEqual(["/theme-init.js", "/assets/style-a.css"]);
  });
});
