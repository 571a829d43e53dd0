// What a prerendered page names in its head from the build manifest: its chunks' stylesheets
// (applied), the entry, and its scripts (preloaded beside the entry), with the catalogues of its
// own locale and no other's.
import { describe, expect, it } from "vitest";
import { createPageAssets, type BuildManifest } from "../../scripts/prerender/asset-tags";

const MANIFEST: BuildManifest = {
  "index.html": {
    file: "assets/index-a1.js",
    isEntry: true,
    css: ["assets/index-a1.css"],
    dynamicImports: ["src/app/messages/shell.hi.ts", "src/calculators/calculator-route.tsx", "src/pages/money/money-page.tsx"],
  },
  "src/app/messages/shell.hi.ts": { file: "assets/shell.hi-h1.js" },
  "src/calculators/calculator-route.tsx": {
    file: "assets/calculator-route-k1.js",
    imports: ["index.html", "_shared-s1.js"],
    css: ["assets/calculator-route-k1.css"],
    dynamicImports: ["src/calculators/messages/calculator.en.ts", "src/calculators/messages/calculator.hi.ts", "src/calculators/definitions/hi/emi.hi.ts"],
  },
  "_shared-s1.js": { file: "assets/shared-s1.js", css: ["assets/shared-s1.css"] },
  "src/calculators/messages/calculator.en.ts": { file: "assets/calculator.en-c1.js" },
  "src/calculators/messages/calculator.hi.ts": { file: "assets/calculator.hi-c2.js" },
  "src/calculators/definitions/sip.ts": { file: "assets/sip-s1.js", imports: ["src/calculators/calculator-route.tsx"], css: ["assets/sip-s1.css"] },
  "src/calculators/definitions/hi/emi.hi.ts": { file: "assets/emi.hi-e1.js" },
  "src/pages/money/money-page.tsx": { file: "assets/money-page-m1.js", imports: ["index.html"], css: ["assets/money-m1.css"] },
};

describe("a prerendered page's assets", () => {
  const assetsFor = createPageAssets(MANIFEST);

  it("applies the stylesheets of the chunks a calculator draws and preloads their scripts and English catalogues beside the entry", () => {
    const assets = assetsFor(["src/calculators/calculator-route.tsx", "src/calculators/definitions/sip.ts"], "en");
    expect(assets.stylesheets).toEqual(["/assets/calculator-route-k1.css", "/assets/shared-s1.css", "/assets/sip-s1.css"]);
    expect(assets.entry).toBe("/assets/index-a1.js");
    expect(assets.preload).toEqual(["/assets/calculator-route-k1.js", "/assets/shared-s1.js", "/assets/calculator.en-c1.js", "/assets/sip-s1.js"]);
    expect(JSON.stringify(assets)).not.toContain(".hi-");
  });

  it("gives a Hindi page the shell's and the page's Hindi catalogues, not the other calculators' texts", () => {
    expect(assetsFor(["src/calculators/calculator-route.tsx"], "hi").preload).toEqual(["/assets/shell.hi-h1.js", "/assets/calculator-route-k1.js", "/assets/shared-s1.js", "/assets/calculator.hi-c2.js"]);
  });

  it("refuses a source the build does not have, rather than a page without its styles", () => {
    expect(() => assetsFor(["src/pages/missing-page.tsx"], "en")).toThrow(/missing-page/);
  });
});
