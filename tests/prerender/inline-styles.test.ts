// A prerendered page carries its stylesheet inline, allowed by the CSP through its hash.
import { describe, expect, it } from "vitest";
import { inlineStylesheets, styleHashSource } from "../../scripts/prerender/inline-styles";

const FILES: Record<string, string> = { "/assets/style-a1.css": "a{color:red}", "/assets/bad.css": 'a::after{content:"</style>"}' };
const cssOf = (href: string) => {
  const css = FILES[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("a page's stylesheet inline", () => {
  it("is the CSP source of the text's SHA-256 (checked against `openssl dgst -sha256 -binary | base64`)", () => {
    expect(styleHashSource("a{color:red}")).toBe("'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='");
  });

  it("replaces each stylesheet link with a <style> of the file's text, and names each distinct text's hash once", () => {
    const page = `<head><script src="/page-start.js"></script><link rel="stylesheet" crossorigin href="/assets/style-a1.css"><link rel="icon" href="/favicon.svg" /></head><body><link rel="stylesheet" href="/assets/style-a1.css"></body>`;
    const { html, hashes } = inlineStylesheets(page, cssOf);
    expect(html).toBe(`<head><script src="/page-start.js"></script><style>a{color:red}</style><link rel="icon" href="/favicon.svg" /></head><body><style>a{color:red}</style></body>`);
    expect(hashes).toEqual(["'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='"]);
  });

  it("leaves a page without stylesheets as it is", () => {
    expect(inlineStylesheets("<head><title>x</title></head>", cssOf)).toEqual({ html: "<head><title>x</title></head>", hashes: [] });
  });

  it("refuses a stylesheet whose text would end the element early", () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/bad.css">', cssOf)).toThrow(/cannot be inlined/);
  });
});
