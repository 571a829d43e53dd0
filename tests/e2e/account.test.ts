// Accounts in the browser against the real server: sign up from a calculator and
// come back to it, save a plan, find and reopen it after logging in on a fresh browser, log
// out; rename and delete; the forms' messages; a revoked token ending the session; /login at
// 360 px and with a ?next= that tries to leave the site.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let people = 0;
function newPerson(name: string) {
  people += 1;
  return { name, email: `e2e.${Date.now()}.${people}@example.in`, password: `monsoon evening walk ${people}` };
}

type Person = ReturnType<typeof newPerson>;

/** A server call from the test itself (not the page), for set-up and for checking what the server holds. */
async function api(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseURL()}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Sign-up gives no token (it answers alike whether or not the email had an account): log in after it, as the page does. */
async function signedUpToken(who: { name: string; email: string; password: string }): Promise<string> {
  expect((await api("POST", "/auth/signup", undefined, who)).status).toBe(202);
  return String((await api("POST", "/auth/login", undefined, { email: who.email, password: who.password })).body.token);
}

const signUpForm = (page: Page) => page.locator("#sign-up");
const logInForm = (page: Page) => page.getByRole("form", { name: "Log in" });
const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userName")]);

async function fillSignUp(page: Page, who: Person, confirm = who.password) {
  const form = signUpForm(page);
  await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("Email", { exact: true }).fill(who.email);
  await form.getByLabel("Password", { exact: true }).fill(who.password);
  await form.getByLabel("Confirm password", { exact: true }).fill(confirm);
  await form.getByRole("button", { name: "Sign up" }).click();
}

async function logIn(page: Page, email: string, password: string) {
  const form = logInForm(page);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

async function openAccountMenu(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: `Hi, ${name}` }).click();
}

describe("an account, from sign-up to log-out", () => {
  it("signs up from a calculator and returns to it, saves a plan, reopens it after logging in on a fresh browser, and logs out", async () => {
    const asha = newPerson("Asha");
    const planQuery = "monthlyInvestment=7000&annualRate=11&timePeriod=15";
    const first = await openPage(browser, `/tools/sip?${planQuery}`);
    let total: string | null;
    try {
      const { page } = first;
      total = await page.getByTestId("result-total").textContent();
      expect(total).toBe("₹32,12,003");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login / Sign Up" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await fillSignUp(page, asha);
      await page.waitForURL((url) => url.pathname === "/tools/sip" && url.search === `?${planQuery}`);
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Hi, Asha" }).waitFor();
      const [token, userName] = await storedSession(page);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(userName).toBe("Asha");

      await page.getByRole("button", { name: "Save plan" }).click();
      const planName = page.getByLabel("Plan name");
      await expect.poll(() => planName.inputValue()).toBe("SIP Calculator");
      await planName.fill("Nest egg at 11%");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByRole("status").getByText("Saved as “Nest egg at 11%”.").waitFor();
      const saved = await api("GET", "/plans", token ?? "");
      expect(saved.body.plans).toEqual([
        // Every field of the calculator is saved; these are the ones this plan set.
        expect.objectContaining({ name: "Nest egg at 11%", toolId: "sip", inputs: expect.objectContaining({ monthlyInvestment: "7000", annualRate: "11", timePeriod: "15" }) }),
      ]);
    } finally {
      await first.context.close();
    }

    // A fresh browser: nothing stored, so log in again.
    const second = await openPage(browser, "/");
    try {
      const { page } = second;
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login / Sign Up" }).click();
      await logIn(page, asha.email.toUpperCase(), asha.password);
      await page.waitForURL((url) => url.pathname === "/");
      await openAccountMenu(page, "Asha");
      await page.getByRole("link", { name: "My plans", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/my-plans");
      const plans = page.getByRole("list", { name: "Saved plans" }).getByRole("listitem");
      await plans.first().waitFor();
      await expect.poll(() => plans.count()).toBe(1);
      await expect.poll(() => plans.first().textContent()).toContain("SIP Calculator · saved ");
      await plans.first().getByRole("link", { name: "Nest egg at 11%" }).click();
      await page.waitForURL((url) => url.pathname === "/tools/sip");
      // The saved inputs compute at once.
      await expect.poll(() => page.getByTestId("result-total").textContent()).toBe(total);
      await expect.poll(() => page.getByLabel("Time period", { exact: true }).inputValue()).toBe("15");

      const token = (await storedSession(page))[0] ?? "";
      await openAccountMenu(page, "Asha");
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await storedSession(page)).toEqual([null, null]);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login / Sign Up" }).waitFor();
      // The server revoked the token too (the call is sent with keepalive, so allow it a moment).
      await expect.poll(async () => (await api("GET", "/auth/me", token)).status).toBe(401);
    } finally {
      await second.context.close();
    }
  });

  it("renames and deletes a plan in My plans, and shows an empty list with a way forward", async () => {
    const ravi = newPerson("Ravi");
    const token = await signedUpToken(ravi);
    await api("POST", "/plans", token, { name: "Car in 2028", toolId: "car", inputs: { targetAmount: "900000", timePeriod: "3" } });
    const { context, page } = await openPage(browser, "/");
    try {
      await page.evaluate(([value, name]) => {
        localStorage.setItem("token", value);
        localStorage.setItem("userName", name);
      }, [token, ravi.name]);
      await page.goto("/my-plans");
      await page.getByRole("button", { name: "Rename Car in 2028" }).click();
      const input = page.getByLabel("New name for “Car in 2028”");
      await input.fill("   ");
      await page.getByRole("button", { name: "Save name" }).click();
      await page.getByText("Please give the plan a name.").waitFor();
      await input.fill("First car");
      await page.getByRole("button", { name: "Save name" }).click();
      await page.getByRole("link", { name: "First car" }).waitFor();
      await page.getByRole("status").getByText("Renamed to “First car”.").waitFor();
      expect(((await api("GET", "/plans", token)).body.plans as { name: string }[]).map((plan) => plan.name)).toEqual(["First car"]);

      await page.getByRole("button", { name: "Delete First car" }).click();
      await page.getByText("Delete “First car”? This cannot be undone.").waitFor();
      await page.getByRole("button", { name: "Keep it" }).click();
      await page.getByRole("button", { name: "Delete First car" }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("You have no saved plans yet.").waitFor();
      await page.getByRole("status").getByText("Deleted “First car”.").waitFor();
      expect((await api("GET", "/plans", token)).body.plans).toEqual([]);
      await expect.poll(() => page.getByRole("link", { name: "tools page" }).getAttribute("href")).toBe("/tools");
    } finally {
      await context.close();
    }
  });
});

describe("the /login forms", () => {
  it("say what is wrong with each field, tied to its input, and show the server's messages", async () => {
    const meera = newPerson("Meera");
    await api("POST", "/auth/signup", undefined, meera);
    const { context, page } = await openPage(browser, "/login");
    try {
      await logInForm(page).getByRole("button", { name: "Log in" }).click();
      const email = logInForm(page).getByLabel("Email", { exact: true });
      const message = logInForm(page).getByText("Please enter your email address.");
      await message.waitFor();
      await expect.poll(() => email.getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
      await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe("username");
      await logInForm(page).getByText("Please enter your password.").waitFor();

      for (const [address, password] of [[meera.email, "not my password at all"], ["nobody.here@example.in", meera.password]]) {
        await logIn(page, address, password);
        await logInForm(page).getByRole("alert").getByText("The email or password is incorrect.").waitFor();
      }
      await expect.poll(() => logInForm(page).getByLabel("Password", { exact: true }).getAttribute("autocomplete")).toBe("current-password");

      const form = signUpForm(page);
      await fillSignUp(page, { ...newPerson("Short"), password: "too short" }, "too short");
      await form.getByText("Your password must be at least 10 characters.").waitFor();
      await expect.poll(() => form.getByLabel("Password", { exact: true }).getAttribute("autocomplete")).toBe("new-password");
      await fillSignUp(page, newPerson("Typo"), "monsoon evening wal");
      await form.getByText("The two passwords do not match.").waitFor();
      await fillSignUp(page, { ...newPerson("Common"), password: "1234567890" });
      const common = form.getByText("This password is one of the most commonly used, so it is easy to guess. Please choose another.");
      await common.waitFor();
      await expect.poll(() => form.getByLabel("Password", { exact: true }).getAttribute("aria-describedby")).toContain(await common.getAttribute("id"));
      await fillSignUp(page, { ...newPerson("Guessable"), password: "Passw0rd123" });
      const guessable = form.getByText(/^This password would be easy to guess: it follows a common pattern/);
      await guessable.waitFor();
      await expect.poll(() => form.getByLabel("Password", { exact: true }).getAttribute("aria-describedby")).toContain(await guessable.getAttribute("id"));
      // An email that has an account: sign-up answers as for a new one, and the log-in after it is refused.
      await fillSignUp(page, { ...newPerson("Twin"), email: meera.email.toUpperCase() });
      await form.getByRole("alert").getByText("We could not log you in with these details. If you already have an account with this email, log in with that account's password instead.").waitFor();
      expect(await storedSession(page)).toEqual([null, null]);
    } finally {
      await context.close();
    }
  });

  it("fit a 360 px screen, work from the keyboard, and never send the visitor off the site", async () => {
    const kiran = newPerson("Kiran");
    await api("POST", "/auth/signup", undefined, kiran);
    const { context, page } = await openPage(browser, "/login?next=//evil.example/steal", PHONE);
    try {
      await logInForm(page).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await logInForm(page).getByLabel("Email", { exact: true }).focus();
      await page.keyboard.type(kiran.email);
      await page.keyboard.press("Tab");
      await page.keyboard.type(kiran.password);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).origin).toBe(baseURL());
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Hi, Kiran" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "My plans" }).click();
      await page.waitForURL((url) => url.pathname === "/my-plans");
      await page.getByText("You have no saved plans yet.").waitFor();
      await expect.poll(() => page.getByRole("navigation", { name: "Breadcrumb" }).locator("li").allTextContents()).toEqual(["Home", "my plans"]);
    } finally {
      await context.close();
    }
  });

  it("send a logged-out visitor from My plans to log in, and back to My plans afterwards", async () => {
    const dev = newPerson("Dev");
    await api("POST", "/auth/signup", undefined, dev);
    const { context, page } = await openPage(browser, "/my-plans");
    try {
      await page.getByRole("link", { name: "Log in or sign up" }).click();
      await logIn(page, dev.email, dev.password);
      await page.waitForURL((url) => url.pathname === "/my-plans");
      await page.getByText("You have no saved plans yet.").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("a session the server no longer accepts", () => {
  it("is ended cleanly when My plans or Save plan meets a revoked token", async () => {
    const tara = newPerson("Tara");
    const token = await signedUpToken(tara);
    const { context, page } = await openPage(browser, "/");
    try {
      await page.evaluate(([value, name]) => {
        localStorage.setItem("token", value);
        localStorage.setItem("userName", name);
      }, [token, tara.name]);
      // Logged out elsewhere: the token is revoked while this browser still holds it.
      expect((await api("POST", "/auth/logout", token)).status).toBe(204);
      await page.goto("/my-plans");
      await page.getByText("Your session has ended. Please log in again.").waitFor();
      expect(await storedSession(page)).toEqual([null, null]);
      await page.getByRole("link", { name: "Log in or sign up" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login / Sign Up" }).waitFor();

      // The same on a calculator: Save plan meets the refusal and the visitor is logged out.
      const fresh = String((await api("POST", "/auth/login", undefined, { email: tara.email, password: tara.password })).body.token);
      await page.evaluate(([value, name]) => {
        localStorage.setItem("token", value);
        localStorage.setItem("userName", name);
      }, [fresh, tara.name]);
      await page.goto("/tools/fd");
      await api("POST", "/auth/logout", fresh);
      await page.getByRole("button", { name: "Save plan" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Your session has ended. Please log in again.").waitFor();
      await expect.poll(() => page.getByRole("button", { name: "Save plan" }).count()).toBe(0);
      expect(await storedSession(page)).toEqual([null, null]);
      await page.getByRole("link", { name: "log in again" }).click();
      await logIn(page, tara.email, tara.password);
      await page.waitForURL((url) => url.pathname === "/tools/fd");
      await page.getByRole("button", { name: "Save plan" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
