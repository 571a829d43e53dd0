// What a prerendered page names in its head from the build manifest: its chunks' stylesheets
// (applied) and scripts (preloaded), with the catalogues of its own locale and no other's.
import { describe, expect, it } from "vitest";
import { createAssetTags, type BuildManifest } from "../../scripts/prerender/asset-tags";

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

const hrefs = (tags: string, rel: string) => [...tags.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, "g"))].map((match) => match[1]);

describe("a prerendered page's asset tags", () => {
  const tagsFor = createAssetTags(MANIFEST);

  it("applies the stylesheets of the chunks a calculator draws and preloads their scripts and English catalogues", () => {
    const tags = tagsFor(["src/calculators/calculator-route.tsx", "src/calculators/definitions/sip.ts"], "en");
    expect(hrefs(tags, "stylesheet")).toEqual(["/assets/calculator-route-k1.css", "/assets/shared-s1.css", "/assets/sip-s1.css"]);
    expect(hrefs(tags, "modulepreload")).toEqual(["/assets/calculator-route-k1.js", "/assets/shared-s1.js", "/assets/calculator.en-c1.js", "/assets/sip-s1.js"]);
    expect(tags).not.toContain("index-a1");
    expect(tags).not.toContain(".hi-");
  });

  it("gives a Hindi page the shell's and the page's Hindi catalogues, not the other calculators' texts", () => {
    const tags = tagsFor(["src/calculators/calculator-route.tsx"], "hi");
    expect(hrefs(tags, "modulepreload")).toEqual(["/assets/shell.hi-h1.js", "/assets/calculator-route-k1.js", "/assets/shared-s1.js", "/assets/calculator.hi-c2.js"]);
  });

  it("refuses a source the build does not have, rather than a page without its styles", () => {
    expect(() => tagsFor(["src/pages/missing-page.tsx"], "en")).toThrow(/missing-page/);
  });
});
