// Lighthouse (mobile settings, simulated throttling: its defaults) on pages served by the real
// server, driving Debian's Chromium through its remote-debugging port.
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/browser-launch";
import { freePort } from "../tests/support/server-process";

export interface LighthouseFigures {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const LIGHTHOUSE_PATHS = ["/", "/tools/emi", "/hi/tools/sip"] as const;

export async function benchLighthouse(baseURL: string): Promise<LighthouseFigures[]> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of LIGHTHOUSE_PATHS) {
      const result = await lighthouse(`${baseURL}${path}`, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no report for ${path}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
