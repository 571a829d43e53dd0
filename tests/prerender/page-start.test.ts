// public/page-start.js, run as a browser runs it in a page's head: the bare home page moves to
// the visitor's language, the stored theme applies, and the app's scripts are asked for only
// once the page has painted (or after a second without a paint).
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/i18n/locales";

const SOURCE = readFileSync(new URL("../../public/page-start.js", import.meta.url), "utf8");
const BLOCK = JSON.stringify({ entry: "/assets/index-a1.js", preload: ["/assets/sip-s1.js", "/assets/sip.hi-h1.js"], manifest: "/manifest.webmanifest" });

interface Visit {
  pathname?: string;
  search?: string;
  stored?: Record<string, string>;
  storageFails?: boolean;
  languages?: string[];
  /** The page's #page-scripts block; absent on the development server's page. */
  block?: string | null;
}

function visit({ pathname = "/tools/sip", search = "", stored = {}, storageFails = false, languages = ["en-IN"], block = BLOCK }: Visit) {
  const appended: Record<string, string>[] = [];
  const classes = new Set<string>();
  const timers: (() => void)[] = [];
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let replacedBy: string | undefined;
  const element = (tag: string) => ({ tag } as Record<string, string>);
  const document = {
    documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } },
    getElementById: (id: string) => (id === "page-scripts" && block !== null ? { textContent: block } : null),
    createElement: element,
    head: { appendChild: (node: Record<string, string>) => appended.push({ ...node }) },
  };
  const localStorage = {
    getItem(key: string) {
      if (storageFails) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
  };
  class PerformanceObserver {
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  runInNewContext(SOURCE, {
    document,
    localStorage,
    location: { pathname, search, hash: "", replace: (url: string) => (replacedBy = url) },
    navigator: { languages, language: languages[0] },
    PerformanceObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return {
    appended,
    classes,
    replacedBy: () => replacedBy,
    paint: () => paintObserver?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    /** Every timer set so far fires, and any each of them sets, in turn. */
    timerFires: () => {
      for (let fire = timers.shift(); fire; fire = timers.shift()) fire();
    },
  };
}

describe("the bare home page, opened in the visitor's language before anything is drawn", () => {
  it("never moves a shared link: a path other than '/' opens as it is", () => {
    for (const pathname of ["/tools/sip", "/hi/tools/sip", "/mr/", "/money", "/hi", "/my-plans"]) {
      expect(visit({ pathname, stored: { locale: "mr" }, languages: ["mr-IN"] }).replacedBy(), pathname).toBeUndefined();
    }
  });

  it("opens '/' in the language chosen last, whatever the browser prefers, keeping the query", () => {
    expect(visit({ pathname: "/", search: "?a=1", stored: { locale: "mr" }, languages: ["hi-IN", "en"] }).replacedBy()).toBe("/mr/?a=1");
    expect(visit({ pathname: "/", stored: { locale: "en" }, languages: ["mr-IN", "hi"] }).replacedBy()).toBeUndefined();
  });

  it("with no choice made (or no storage), opens '/' in the first of the browser's languages the site has", () => {
    const home = (languages: string[], storageFails = false) => visit({ pathname: "/", languages, storageFails }).replacedBy();
    expect(home(["mr-IN", "mr", "en-GB"])).toBe("/mr/");
    expect(home(["ta-IN", "hi_IN", "mr"])).toBe("/hi/");
    expect(home(["BN-in"], true)).toBe("/bn/");
    expect(home(["en-IN", "mr"])).toBeUndefined();
    expect(home(["ta", "fr"])).toBeUndefined();
    expect(home([])).toBeUndefined();
  });

  it("knows exactly the site's languages", () => {
    expect(/var LOCALES = (\[[^\]]*\]);/.exec(SOURCE)?.[1]).toBe(JSON.stringify(LOCALES).replace(/,/g, ", "));
  });

  it("asks for no script on a page it is leaving", () => {
    const leaving = visit({ pathname: "/", stored: { locale: "hi" } });
    leaving.paint();
    leaving.timerFires();
    expect(leaving.appended).toEqual([]);
  });
});

describe("the theme, applied before the first paint", () => {
  it("is dark unless light was chosen, and dark when storage fails", () => {
    expect(visit({}).classes.has("dark")).toBe(true);
    expect(visit({ stored: { theme: "light" } }).classes.has("dark")).toBe(false);
    expect(visit({ storageFails: true }).classes.has("dark")).toBe(true);
  });
});

describe("the app's scripts", () => {
  it("are asked for once the page has painted: the entry, then its chunks preloaded at low priority, then the manifest", () => {
    const page = visit({});
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { tag: "script", type: "module", crossOrigin: "", src: "/assets/index-a1.js" },
      { tag: "link", rel: "modulepreload", fetchPriority: "low", crossOrigin: "", href: "/assets/sip-s1.js" },
      { tag: "link", rel: "modulepreload", fetchPriority: "low", crossOrigin: "", href: "/assets/sip.hi-h1.js" },
      { tag: "link", rel: "manifest", href: "/manifest.webmanifest" },
    ]);
  });

  it("preload the chunks four per task, so that no one task inserts them all", () => {
    const chunks = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    const page = visit({ block: JSON.stringify({ entry: "/assets/index-a1.js", preload: chunks }) });
    const preloaded = () => page.appended.filter((node) => node.rel === "modulepreload").map((node) => node.href);
    page.paint();
    expect(preloaded()).toEqual(chunks.slice(0, 4));
    page.timerFires();
    expect(preloaded()).toEqual(chunks);
  });

  it("are asked for once only, and after a second when no paint is reported", () => {
    const page = visit({});
    page.timerFires();
    expect(page.appended.map((node) => node.tag)).toEqual(["script", "link", "link", "link"]);
    page.paint();
    page.timerFires();
    expect(page.appended).toHaveLength(4);
  });

  it("are left to the page itself on the development server (no block)", () => {
    const page = visit({ block: null });
    page.paint();
    page.timerFires();
    expect(page.appended).toEqual([]);
  });
});
