import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
const port = 8771;
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: "/work/wt-loans", env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" }, stdio: "inherit" });
await new Promise(r => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  const [path, out, action, width] = process.argv.slice(2);
  const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
  page.on("console", m => console.log("console:", m.type(), m.text()));
  page.on("pageerror", e => console.log("pageerror:", e.message));
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForTimeout(800);
  if (action === "calc") { await page.getByRole("button", { name: "Calculate" }).first().click(); await page.waitForTimeout(1200); }
  if (action === "example") { await page.getByRole("link", { name: "load an example" }).click(); await page.waitForTimeout(1500); }
  const clip = process.env.CLIP_SELECTOR; if (clip) { await page.locator(clip).first().screenshot({ path: out }); } else { await page.screenshot({ path: out, fullPage: true }); }
} finally { await browser.close(); server.kill(); }
