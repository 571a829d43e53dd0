import { describe, expect, it } from "vitest";
import { breadcrumbLabel as labelOf, breadcrumbTrail as trailOf } from "./breadcrumb-labels";
import { messages as english } from "./messages/shell.en";

const breadcrumbLabel = (segment: string) => labelOf(segment, english.breadcrumbs);
const breadcrumbTrail = (pathname: string) => trailOf(pathname, english.breadcrumbs);

describe("breadcrumb labels", () => {
  it("gives the fixed labels whatever the case", () => {
    expect(breadcrumbLabel("sip")).toBe("SIP");
    expect(breadcrumbLabel("RD")).toBe("RD");
    expect(breadcrumbLabel("rd")).toBe("RD");
    expect(breadcrumbLabel("Fd")).toBe("FD");
    expect(breadcrumbLabel("EMI")).toBe("EMI");
    expect(breadcrumbLabel("emi")).toBe("EMI");
    expect(breadcrumbLabel("sip-need")).toBe("SIP Need");
    expect(breadcrumbLabel("SIP-NEED")).toBe("SIP Need");
  });

  it("replaces hyphens with spaces in any other segment and keeps its case", () => {
    expect(breadcrumbLabel("debt-strategies")).toBe("debt strategies");
    expect(breadcrumbLabel("jargon-buster")).toBe("jargon buster");
    expect(breadcrumbLabel("tools")).toBe("tools");
    expect(breadcrumbLabel("difference-in-returns")).toBe("difference in returns");
  });

  it("builds Home, then one crumb per segment with the path so far", () => {
    expect(breadcrumbTrail("/tools/sip-need")).toEqual([
      { label: "Home", path: "/" },
      { label: "tools", path: "/tools" },
      { label: "SIP Need", path: "/tools/sip-need" },
    ]);
    expect(breadcrumbTrail("/money/borrowing/debt-strategies/").map((crumb) => crumb.path)).toEqual([
      "/",
      "/money",
      "/money/borrowing",
      "/money/borrowing/debt-strategies",
    ]);
  });

  it("has only Home on the home page", () => {
    expect(breadcrumbTrail("/")).toEqual([{ label: "Home", path: "/" }]);
  });
});
