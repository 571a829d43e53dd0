// The router is given only the routes of a path's own locale, and of those only the page at the
// path where there is one (routes.tsx, AppRoutes, routesAt). Every path must match the same
// route as it did among every locale's routes together.
import type { ReactElement } from "react";
import { createRoutesFromChildren, matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { LOCALES, withLocale } from "../i18n/locales";
import { localeRoutes, routePaths, routesAt, routingLocale } from "./routes";

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

  it("match every path to the same route when given only the page at the path and the catch-all", () => {
    for (const path of [...paths, "/tools/debt", "/TOOLS/DEBT/", "/tools/sip//", "/hi/", "/mr/tools/emi", "/tools/%73ip"]) {
      const expected = landsOn(all, path);
      expect(landsOn(createRoutesFromChildren(routesAt(path)), path), path).toBe(expected);
    }
    // A page is found, not searched for: two routes, the page's and the catch-all.
    expect(routesAt("/Hi/Tools/SIP/")).toHaveLength(2);
    expect(routesAt("/")).toHaveLength(2);
    expect(routesAt("/no/such/page").length).toBeGreaterThan(2);
  });

  it("give the first of two routes with one path, as the router chooses", () => {
    const shown = (route: ReactElement | undefined) => (route?.props as { element?: ReactElement } | undefined)?.element?.type;
    const listed = localeRoutes("en").filter((route) => (route.props as { path: string }).path === "/tools/debt");
    expect(listed).toHaveLength(2);
    expect(shown(listed[0])).not.toBe(shown(listed[1]));
    expect(shown(routesAt("/tools/debt")[0])).toBe(shown(listed[0]));
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
