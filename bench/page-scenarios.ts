// Worker round trip and live drag, in Chromium at a phone-sized viewport, unthrottled and with
// the DevTools protocol's 4x CPU throttling, beside the bench's bare page (the floor).
import type { Browser, Page } from "playwright-core";
import { BARE_PAGE, DRAG_COUNT, probeSource, READ_PROBE, type ProbeReadings } from "./drag-probe";
import { summarise, type Summary } from "./stats";

export interface DragPage {
  name: string;
  /** Opened with inputs in the query, so the page computes at once. */
  path: string;
  /** The field whose slider is dragged (its typed input has name=<field>). */
  field: string;
  /** The result whose text must change on every step. */
  result: string;
}

export const DRAG_PAGES: readonly DragPage[] = [
  { name: "SIP, 30 years", path: "/tools/sip?monthlyInvestment=10000&annualRate=12&timePeriod=30", field: "monthlyInvestment", result: "total" },
  { name: "EMI, 30-year loan", path: "/tools/emi?amount=5000000&annualRate=8.5&tenure=30", field: "amount", result: "emi" },
  {
    name: "Retirement",
    path: "/tools/retirement?currentAge=40&retirementAge=60&lifeExpectancy=80&monthlyExpenses=100000&inflation=6&taxSlabPostRetirement=30&preRetirementReturn=12&postRetirementReturn=6",
    field: "monthlyExpenses",
    result: "totalRetirementCorpusRequired",
  },
];

export const STEPS = 100;
const PHONE_VIEWPORT = { width: 360, height: 740 };

export interface DragFigures {
  name: string;
  throttle: 1 | 4;
  drag: Summary | null;
  roundTrip: Summary | null;
  /** Why a page could not be measured (e.g. the calculator is not built yet). */
  skipped?: string;
}

async function pressSteps(page: Page, slider: ReturnType<Page["locator"]>): Promise<void> {
  await slider.focus();
  for (let step = 0; step < STEPS; step++) {
    const before = (await page.evaluate(DRAG_COUNT)) as number;
    const atMax = await slider.evaluate((element: HTMLInputElement) => Number(element.value) >= Number(element.max));
    await page.keyboard.press(atMax ? "ArrowLeft" : "ArrowRight");
    // Polled through the DevTools protocol: the site's CSP rightly forbids waitForFunction's eval.
    const deadline = Date.now() + 10_000;
    while (((await page.evaluate(DRAG_COUNT)) as number) <= before) {
      if (Date.now() > deadline) throw new Error(`step ${step}: the result did not change within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

async function measure(browser: Browser, baseURL: string, target: DragPage | "bare", throttle: 1 | 4): Promise<DragFigures> {
  const name = target === "bare" ? "Bare page (floor)" : target.name;
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL });
  const page = await context.newPage();
  try {
    let slider;
    let resultSelector;
    if (target === "bare") {
      await page.setContent(BARE_PAGE);
      slider = page.locator("#s");
      resultSelector = '[data-testid="result-bare"]';
    } else {
      await page.goto(target.path);
      resultSelector = `[data-testid="result-${target.result}"]`;
      try {
        await page.locator(resultSelector).waitFor({ timeout: 15_000 });
      } catch {
        return { name, throttle, drag: null, roundTrip: null, skipped: `no ${resultSelector} on ${target.path}` };
      }
      slider = page.locator(`.number-field:has(input[name="${target.field}"]) input[type="range"]`);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await page.evaluate(probeSource(resultSelector));
    await pressSteps(page, slider);
    const readings = (await page.evaluate(READ_PROBE)) as ProbeReadings;
    return {
      name,
      throttle,
      drag: summarise(readings.drag),
      roundTrip: target === "bare" ? null : summarise(readings.roundTrip),
    };
  } finally {
    await context.close();
  }
}

/** Every page at both throttling rates; the best p95 of `rounds` runs for each. */
export async function benchPages(browser: Browser, baseURL: string, rounds: number): Promise<DragFigures[]> {
  const figures: DragFigures[] = [];
  for (const throttle of [1, 4] as const) {
    for (const target of ["bare" as const, ...DRAG_PAGES]) {
      let best: DragFigures | null = null;
      for (let round = 0; round < rounds; round++) {
        const run = await measure(browser, baseURL, target, throttle);
        if (run.skipped) {
          best = run;
          break;
        }
        if (!best?.drag || (run.drag && run.drag.p95 < best.drag.p95)) best = run;
      }
      if (best) figures.push(best);
    }
  }
  return figures;
}
