// Tele-MANAS on every AI panel of the built site, in English, Hindi, Marathi and Bengali, its numbers tel:
// links; and a crisis typed into a panel turns the line urgent before the server has answered.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "../fixtures/fake-api";
import { routeApiTo } from "../fixtures/route-api";
import { launchBrowser, openPage, PHONE } from "./browser";

let browser: Browser;
let api: FakeApi;
beforeAll(async () => {
  [browser, api] = await Promise.all([launchBrowser(), startFakeApi()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), api?.close()]);
});

/** Every page with AI panels, and how many panels it has. */
const PAGES = [
  ["/health/physical-wellness", 1],
  ["/health/mental-wellness", 2],
  ["/health/financial-wellness", 1],
  ["/purpose/inner", 1],
  ["/purpose/shared", 1],
  ["/purpose/exploratory", 1],
] as const;
const LINE_START = { en: "Need to talk to someone? Tele-MANAS", hi: "किसी से बात करनी है? Tele-MANAS", mr: "कोणाशी तरी बोलायचे आहे? Tele-MANAS", bn: "কারও সঙ্গে কথা বলতে চান? Tele-MANAS" } as const;

async function open(path: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const { context, page, errors } = await openPage(browser, "/", PHONE);
  await routeApiTo(page, api.url);
  await page.goto(path);
  await page.locator("main h1").waitFor();
  return { page, errors, close: () => context.close() };
}

describe.each(["en", "hi", "mr", "bn"] as const)("in %s", (locale) => {
  it("every AI panel shows one Tele-MANAS line whose numbers call", async () => {
    for (const [path, panels] of PAGES) {
      const { page, errors, close } = await open(locale === "en" ? path : `/${locale}${path}`);
      try {
        await page.locator(".ai-panel").first().waitFor();
        await expect.poll(() => page.locator(".ai-panel").count(), { message: path }).toBe(panels);
        const lines = page.locator(".ai-panel [data-testid=ai-helpline]");
        await expect.poll(() => lines.count(), { message: path }).toBe(panels);
        for (let index = 0; index < panels; index += 1) {
          const line = lines.nth(index);
          const text = (await line.textContent()) ?? "";
          expect(text.startsWith(LINE_START[locale]), text).toBe(true);
          expect(text).toMatch(/14416.*1-800-891-4416/);
          expect(await line.getByRole("link", { name: "14416" }).getAttribute("href")).toBe("tel:14416");
          expect(await line.getByRole("link", { name: "1-800-891-4416" }).getAttribute("href")).toBe("tel:18008914416");
        }
        expect(errors, path).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});

it.each([
  ["/hi/health/mental-wellness", "मुझे मर जाना है"],
  ["/mr/health/mental-wellness", "मला मरायचं आहे"],
  ["/bn/health/mental-wellness", "আমি আর বাঁচতে চাই না"],
])("turns the mental assistant's line urgent on %s while the server has not answered yet", async (path, words) => {
  const { page, close } = await open(path);
  try {
    const held = api.holdNext();
    const panel = page.locator(".ai-panel").first();
    await panel.getByRole("textbox").fill(words);
    await panel.locator("button[type=submit]").click();
    await held.arrived;
    const line = panel.getByTestId("ai-helpline");
    await expect.poll(() => line.getAttribute("class")).toBe("ai-helpline urgent");
    expect(await line.getByRole("link", { name: "112" }).getAttribute("href")).toBe("tel:112");
    held.release({ status: 200, json: { text: "ok" } });
  } finally {
    await close();
  }
});
