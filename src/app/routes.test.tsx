// The router is given only the routes of a path's own locale (routes.tsx, AppRoutes). Every
// path must match the same route as it did among every locale's routes together.
import { createRoutesFromChildren, matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LOCALES, withLocale } from "../i18n/locales";
import { localeRoutes, routePaths, routingLocale } from "./routes";

const objects = (locales: readonly (typeof LOCALES)[number][]): RouteObject[] => createRoutesFromChildren(locales.flatMap(localeRoutes));

/** The path pattern of the route a path lands on, or none. */
function landsOn(routes: RouteObject[], path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.[matches.length - 1]?.route.path;
}

describe("routingLocale", () => {
  it("names the locale of a prefix, ignoring case as the router does", () => {
    expect(routingLocale("/")).toBe("en");
    expect(routingLocale("/tools/sip")).toBe("en");
    expect(routingLocale("/hi")).toBe("hi");
    expect(routingLocale("/hi/")).toBe("hi");
    expect(routingLocale("/HI/Tools/SIP")).toBe("hi");
    expect(routingLocale("/Mr")).toBe("mr");
    expect(routingLocale("/bn/money")).toBe("bn");
    expect(routingLocale("/hindi/tools")).toBe("en");
    expect(routingLocale("/his")).toBe("en");
  });
});

describe("one locale's routes", () => {
  const all = objects(LOCALES);
  const paths = LOCALES.flatMap((locale) => routePaths().map((path) => withLocale(path, locale)));
  paths.push("/HI/TOOLS/SIP", "/Hi", "/mr/Money/", "/tools/emi/", "/no/such/page", "/hi/no/such/page", "/MR/nothing", "/bn", "/hindi", "/hi-in/tools");

  it("match every path as every locale's routes together did", () => {
    const byLocale = new Map(LOCALES.map((locale) => [locale, objects([locale])]));
    for (const path of paths) {
      const own = byLocale.get(routingLocale(path));
      if (!own) throw new Error(`no routes for ${path}`);
      const expected = landsOn(all, path);
      expect(expected, path).toBeDefined();
      expect(landsOn(own, path), path).toBe(expected);
    }
  });
});

describe("routePaths", () => {
  it("lists the home first and every page once, a path listed twice (the debt tool) as the first", () => {
    const paths = routePaths();
    expect(paths[0]).toBe("/");
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
    expect(paths.filter((path) => path === "/tools/debt")).toHaveLength(1);
    expect(paths.indexOf("/tools/debt")).toBeLessThan(paths.indexOf("/money"));
    expect(paths).toContain("/tools/sip");
  });
});
