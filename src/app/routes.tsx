// Every route of spec 1 §2, in English at its own path and in every other locale under its
// prefix (/hi/...). Pages load lazily; anything unknown renders the home page (in the locale
// of the URL) under a line saying the address has no page (the server answers it with status
// 404). A page not yet offered in a locale answers its prefixed path by opening the English page
// with the same query (translated-routes.ts).
// React Router matches paths case-insensitively, so /tools/RD and /tools/rd are one route.
import type { ReactElement } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { LOCALE_INFO, LOCALES, stripLocale, withLocale, type Locale } from "../i18n/locales";
import { isTranslated } from "../i18n/translated-routes";
import { TOOL_IDS } from "../calculators/tool-ids";
import { Layout } from "./layout";
import { lazyPage } from "./lazy-page";
import { SavePlanSlot } from "./save-plan-slot";
import { NotFound } from "./not-found";

const HomePage = lazyPage("home", () => import("../pages/home-page"), (m) => m.HomePage);
const ToolsHubPage = lazyPage("tools-hub", () => import("../pages/tools-hub-page"), (m) => m.ToolsHubPage);
const BudgetPage = lazyPage("budget", () => import("../pages/budget-page"), (m) => m.BudgetPage);
const DebtToolPage = lazyPage("debt", () => import("../debt/debt-tool-page"), (m) => m.DebtToolPage);
const XirrToolPage = lazyPage("xirr", () => import("../calculators/xirr/xirr-tool-page"), (m) => m.XirrToolPage);
const DebtStrategiesPage = lazyPage("debt-strategies", () => import("../pages/debt-strategies-page"), (m) => m.DebtStrategiesPage);
const CalculatorRoute = lazyPage("calculator", () => import("../calculators/calculator-route"), (m) => m.CalculatorRoute);
// Accounts: /login's forms and the saved plans, one lazy chunk each.
const LoginPage = lazyPage("login", () => import("../account/login-page"), (m) => m.LoginPage);
const MyPlansPage = lazyPage("my-plans", () => import("../account/my-plans-page"), (m) => m.MyPlansPage);

// The explainer pages, contact, goals and blog (spec 1 §2, spec 2 §2): one lazy chunk each.
const EXPLAINER_PAGES = [
  ["/money", lazyPage("money", () => import("../pages/money/money-page"), (m) => m.MoneyPage)],
  ["/money/budgeting", lazyPage("budgeting", () => import("../pages/money/budgeting-page"), (m) => m.BudgetingPage)],
  ["/money/saving", lazyPage("saving", () => import("../pages/money/saving-page"), (m) => m.SavingPage)],
  ["/money/investing", lazyPage("investing", () => import("../pages/money/investing-page"), (m) => m.InvestingPage)],
  ["/money/borrowing", lazyPage("borrowing", () => import("../pages/money/borrowing-page"), (m) => m.BorrowingPage)],
  ["/money/protection", lazyPage("protection", () => import("../pages/money/protection-page"), (m) => m.ProtectionPage)],
  ["/money/protection/jargon-buster", lazyPage("jargon-buster", () => import("../pages/money/jargon-buster-page"), (m) => m.JargonBusterPage)],
  ["/health", lazyPage("health", () => import("../pages/health/health-page"), (m) => m.HealthPage)],
  ["/health/physical-wellness", lazyPage("physical-wellness", () => import("../pages/health/physical-wellness-page"), (m) => m.PhysicalWellnessPage)],
  ["/health/mental-wellness", lazyPage("mental-wellness", () => import("../pages/health/mental-wellness-page"), (m) => m.MentalWellnessPage)],
  ["/health/financial-wellness", lazyPage("financial-wellness", () => import("../pages/health/financial-wellness-page"), (m) => m.FinancialWellnessPage)],
  ["/purpose", lazyPage("purpose", () => import("../pages/purpose/purpose-page"), (m) => m.PurposePage)],
  ["/purpose/inner", lazyPage("inner-purpose", () => import("../pages/purpose/inner-purpose-page"), (m) => m.InnerPurposePage)],
  ["/purpose/shared", lazyPage("shared-purpose", () => import("../pages/purpose/shared-purpose-page"), (m) => m.SharedPurposePage)],
  ["/purpose/exploratory", lazyPage("exploratory-purpose", () => import("../pages/purpose/exploratory-purpose-page"), (m) => m.ExploratoryPurposePage)],
  ["/goals", lazyPage("goals", () => import("../pages/goals-page"), (m) => m.GoalsPage)],
  ["/blog", lazyPage("blog", () => import("../pages/blog-page"), (m) => m.BlogPage)],
  ["/contact", lazyPage("contact", () => import("../contact/contact-page"), (m) => m.ContactPage)],
] as const;


/** Every page as [English path, element], in the order the router should list them. */
function pages(): [string, ReactElement][] {
  return [
    // Before the explainer and tool maps: the first of two routes with one path wins.
    ["/money/borrowing/debt-strategies", <DebtStrategiesPage />],
    ["/tools/debt", <DebtToolPage />],
    ["/tools/xirr", <XirrToolPage Actions={SavePlanSlot} />],
    ...EXPLAINER_PAGES.map(([path, Page]): [string, ReactElement] => [path, <Page />]),
    ["/login", <LoginPage />],
    ["/my-plans", <MyPlansPage />],
    ["/money/financial", <ToolsHubPage />],
    ["/tools", <ToolsHubPage />],
    ["/tools/budget", <BudgetPage />],
    ...TOOL_IDS.filter((id) => id !== "budget").map((id): [string, ReactElement] => [
      `/tools/${id}`,
      <CalculatorRoute toolId={id} Actions={SavePlanSlot} />,
    ]),
  ];
}

/** A path as the router compares it: lower case, without final '/' (but the root's). */
const pathKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase() || "/";

/**
 * Every page's English path, as the router has them ('/' first): the build prerenders each in
 * every locale that has it (isTranslated) and lists them in /sitemap.xml.
 */
export function routePaths(): string[] {
  // A path listed twice (/tools/debt has a page of its own and is a tool id) is the first one's.
  // One pass with a set: this runs while the entry is evaluated, before hydration can start.
  const seen = new Set<string>();
  return ["/", ...pages().map(([path]) => path)].filter((path) => {
    const key = pathKey(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The element the router shows at an English path (matched ignoring case), or none. */
export function routeElement(englishPath: string): ReactElement | undefined {
  const wanted = englishPath.toLowerCase();
  return [["/", <HomePage />] as [string, ReactElement], ...pages()].find(([path]) => path.toLowerCase() === wanted)?.[1];
}

const KNOWN_PATHS = new Set(routePaths().map(pathKey));

/** Whether an English path (no query) is one of the router's pages, matched as the router does: ignoring case and a final '/'. */
export function isKnownPath(englishPath: string): boolean {
  return KNOWN_PATHS.has(pathKey(englishPath));
}

/** A prefixed URL of a page not offered in its locale yet: the English page, same query and hash. */
function ToEnglishPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${stripLocale(pathname)}${search}${hash}`} replace />;
}

export function localeRoutes(locale: Locale): ReactElement[] {
  const home = withLocale("/", locale);
  return [
    <Route key={`${locale}:home`} path={home} element={<HomePage />} />,
    ...pages().map(([path, element]) => (
      <Route key={`${locale}:${path}`} path={withLocale(path, locale)} element={isTranslated(path, locale) ? element : <ToEnglishPage />} />
    )),
    <Route key={`${locale}:*`} path={locale === "en" ? "*" : `${home}*`} element={<NotFound Home={HomePage} />} />,
  ];
}

/**
 * Each locale's routes, made once (the same elements on every render of the router), with its
 * pages by their path's key (the first of two with one path) and its catch-all (the last route).
 */
const tables = new Map<Locale, { routes: ReactElement[]; byPath: Map<string, ReactElement>; catchAll: ReactElement }>();
function tableOf(locale: Locale) {
  let table = tables.get(locale);
  if (!table) {
    const routes = localeRoutes(locale);
    const byPath = new Map<string, ReactElement>();
    for (const route of routes.slice(0, -1)) {
      const key = pathKey((route.props as { path: string }).path);
      if (!byPath.has(key)) byPath.set(key, route);
    }
    tables.set(locale, (table = { routes, byPath, catchAll: routes[routes.length - 1] }));
  }
  return table;
}

/**
 * The routes the router is given for a path: the page whose path it is (compared as the router
 * compares, ignoring case and a final '/') beside the locale's catch-all, or, for any other path,
 * every route of the path's locale. Every page's path is static, so the page found is the route
 * the router would choose among all of them; given one, its match is a few comparisons. Given a
 * locale's fifty, React Router flattens, ranks and compiles a pattern for each on every match,
 * all in the hydration's first render of <Routes>, one unit of work React cannot slice (decision
 * 0252).
 */
export function routesAt(pathname: string): ReactElement[] {
  const { routes, byPath, catchAll } = tableOf(routingLocale(pathname));
  const page = byPath.get(pathKey(pathname));
  return page ? [page, catchAll] : routes;
}

/**
 * The locale whose routes a path is matched against: the one its prefix names, compared
 * ignoring case as the router compares paths ('/HI/tools/sip' is Hindi), else English.
 */
export function routingLocale(pathname: string): Locale {
  const lower = pathname.toLowerCase();
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (prefix && (lower === prefix || lower.startsWith(`${prefix}/`))) return locale;
  }
  return "en";
}

const layout = <Layout isKnownPath={isKnownPath} />;

/**
 * The router, given the routes of the path's own locale only, and of those the page at the path
 * where there is one (routesAt). A path with a locale's prefix can only match that locale's
 * routes (the English catch-all '*' ranks below '/hi/*'), so what each path shows is unchanged.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route element={layout}>{routesAt(pathname)}</Route>
    </Routes>
  );
}
