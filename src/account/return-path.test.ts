import { describe, expect, it } from "vitest";
import { returnPathFrom, safeReturnPath } from "./return-path";

describe("the path /login returns to", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/tools/sip?monthlyInvestment=5000&annualRate=12")).toBe("/tools/sip?monthlyInvestment=5000&annualRate=12");
    expect(safeReturnPath("/#privacy")).toBe("/#privacy");
    expect(safeReturnPath("/my-plans")).toBe("/my-plans");
  });

  it("never leaves the site, whatever the disguise", () => {
    for (const attempt of ["https://evil.example/", "//evil.example/path", "/\\evil.example", "/\t/evil.example", "\\\\evil.example", "javascript:alert(1)", "evil.example", " /tools", ""]) {
      expect(safeReturnPath(attempt)).toBe("/");
    }
  });

  it("does not return to /login itself, and falls back to home for anything that is not text", () => {
    expect(safeReturnPath("/login")).toBe("/");
    expect(safeReturnPath("/LOGIN/")).toBe("/");
    for (const value of [undefined, null, 42, { path: "/tools" }]) expect(safeReturnPath(value)).toBe("/");
  });

  it("prefers the router state's from, then ?next=", () => {
    expect(returnPathFrom({ from: "/tools/fd" }, "?next=/goals")).toBe("/tools/fd");
    expect(returnPathFrom(null, "?next=%2Ftools%2Frd%3FmonthlyInvestment%3D2000")).toBe("/tools/rd?monthlyInvestment=2000");
    expect(returnPathFrom(undefined, "?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(returnPathFrom(undefined, "")).toBe("/");
  });
});
