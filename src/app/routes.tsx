// Every route of spec 1 §2. Pages load lazily; anything unknown renders the home page.
// React Router matches paths case-insensitively, so /tools/RD and /tools/rd are one route.
import { Route, Routes } from "react-router-dom";
import { TOOL_IDS } from "../calculators/tool-ids";
import { Layout } from "./layout";
import { lazyPage } from "./lazy-page";

const HomePage = lazyPage("home", () => import("../pages/home-page"), (m) => m.HomePage);
const InfoPage = lazyPage("info", () => import("../pages/info-page"), (m) => m.InfoPage);
const ToolsHubPage = lazyPage("tools-hub", () => import("../pages/tools-hub-page"), (m) => m.ToolsHubPage);
const BudgetPage = lazyPage("budget", () => import("../pages/budget-page"), (m) => m.BudgetPage);
const DebtToolPage = lazyPage("debt", () => import("../debt/debt-tool-page"), (m) => m.DebtToolPage);
const DebtStrategiesPage = lazyPage("debt-strategies", () => import("../pages/debt-strategies-page"), (m) => m.DebtStrategiesPage);
const CalculatorRoute = lazyPage("calculator", () => import("../calculators/calculator-route"), (m) => m.CalculatorRoute);

/** Explainer pages (src/pages/page-catalog.ts). */
export const INFO_PATHS = [
  "/money",
  "/money/budgeting",
  "/money/saving",
  "/money/investing",
  "/money/borrowing",
  "/money/borrowing/debt-strategies",
  "/money/protection",
  "/money/protection/jargon-buster",
  "/health",
  "/health/physical-wellness",
  "/health/mental-wellness",
  "/health/financial-wellness",
  "/purpose",
  "/purpose/inner",
  "/purpose/shared",
  "/purpose/exploratory",
  "/goals",
  "/login",
  "/blog",
  "/contact",
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {/* Before the explainer and tool maps: the first of two routes with one path wins. */}
        <Route path="/money/borrowing/debt-strategies" element={<DebtStrategiesPage />} />
        <Route path="/tools/debt" element={<DebtToolPage />} />
        {INFO_PATHS.map((path) => (
          <Route key={path} path={path} element={<InfoPage />} />
        ))}
        <Route path="/money/financial" element={<ToolsHubPage />} />
        <Route path="/tools" element={<ToolsHubPage />} />
        <Route path="/tools/budget" element={<BudgetPage />} />
        {TOOL_IDS.filter((id) => id !== "budget").map((id) => (
          <Route key={id} path={`/tools/${id}`} element={<CalculatorRoute toolId={id} />} />
        ))}
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  );
}
