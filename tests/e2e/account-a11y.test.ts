// Accessibility of the account screens in the states a visitor meets (axe-core, WCAG 2.1 A and
// AA, colour contrast included), in both themes at desktop and 360 px: /login with every field
// in error, My plans with a plan being renamed and one being deleted, a calculator's Save plan
// form and its confirmation, and the notice of a session the server ended.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, DESKTOP, launchBrowser, openPage, PHONE, waitForQuiet } from "./browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function violations(page: Page): Promise<string[]> {
  await waitForQuiet(page);
  // Through the DevTools protocol: the site's CSP would refuse axe as a script.
  await page.evaluate(axeSource);
  const found = (await page.evaluate(
    `axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] }).then(r => r.violations.map(v => v.id + ": " + v.help + " at " + v.nodes.slice(0, 3).map(n => n.target.join(" ")).join(", ")))`,
  )) as string[];
  return found;
}

async function post(path: string, token: string | undefined, body: unknown): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseURL()}/api${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const who = { name: "Axe Checker", email: `axe.${Date.now()}@example.in`, password: "monsoon evening walk" };
  // Sign-up gives no token: log in after it, as the page does.
  await post("/auth/signup", undefined, who);
  token = String((await post("/auth/login", undefined, { email: who.email, password: who.password })).token);
  for (const name of ["Retirement at 55", "Daughter's college"]) await post("/plans", token, { name, toolId: "retirement", inputs: {} });
});
afterAll(async () => {
  await browser?.close();
});

async function logInAs(page: Page, value: string) {
  await page.evaluate((stored) => {
    localStorage.setItem("token", stored);
    localStorage.setItem("userName", "Axe Checker");
  }, value);
}

for (const theme of ["dark", "light"] as const) {
  for (const [width, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    describe(`account screens, ${theme} theme, ${width}`, () => {
      it("have no WCAG A or AA violation", async () => {
        const { context, page } = await openPage(browser, "/login", viewport);
        try {
          await page.evaluate((chosen) => localStorage.setItem("theme", chosen), theme);
          await page.reload();
          await page.getByRole("button", { name: "Log in" }).click();
          await page.getByRole("button", { name: "Sign up", exact: true }).click();
          await page.getByText("Please choose a password.").waitFor();
          expect(await violations(page), "/login with errors").toEqual([]);

          await logInAs(page, token);
          await page.goto("/my-plans");
          await page.getByRole("button", { name: "Rename Retirement at 55" }).click();
          await page.getByRole("button", { name: "Delete Daughter's college" }).click();
          await page.getByText("This cannot be undone.").waitFor();
          expect(await violations(page), "/my-plans renaming and deleting").toEqual([]);

          await page.goto("/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=10");
          await page.getByTestId("result-total").waitFor();
          await page.getByRole("button", { name: "Save plan" }).click();
          await page.getByLabel("Plan name").waitFor();
          expect(await violations(page), "Save plan form").toEqual([]);
          await page.getByRole("button", { name: "Save", exact: true }).click();
          await page.getByText("Saved as").waitFor();
          expect(await violations(page), "Save plan confirmation").toEqual([]);

          await logInAs(page, "A".repeat(43));
          await page.goto("/my-plans");
          await page.getByText("Your session has ended. Please log in again.").waitFor();
          expect(await violations(page), "session ended").toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }
}
