// Worker round trip and live drag, in Chromium at a phone-sized viewport, unthrottled and with
// the DevTools protocol's 4x CPU throttling, by keyboard steps and by pointer drags (mouse down,
// a move every frame, up), beside the bench's bare page (the floor), in one run.
import type { Browser, CDPSession, ElementHandle, Page } from "playwright-core";
import { BARE_PAGE, DRAG_COUNT, longTaskCauses, probeSource, READ_PROBE, slowestSteps, STOP_PROBE, type ProbeReadings } from "./drag-probe";
import { summarise, type Summary } from "./stats";
import type { TraceEvent } from "./trace-tasks";

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
  { name: "Income tax", path: "/tools/income-tax?salary=1500000&otherIncome=0&age=30", field: "salary", result: "newRegimeTax" },
  { name: "Goal: child education", path: "/tools/education?currentCost=2500000&years=15&inflationRate=10&returnRate=12", field: "currentCost", result: "monthlyInvestment" },
];

/** The pages whose name contains `filter` (any case), or every page; the bare page is always measured. */
export function dragPagesNamed(filter: string | undefined): readonly DragPage[] {
  if (!filter) return DRAG_PAGES;
  const wanted = filter.toLowerCase();
  const pages = DRAG_PAGES.filter((page) => page.name.toLowerCase().includes(wanted));
  if (pages.length === 0) throw new Error(`no bench page is named like '${filter}': choose from ${DRAG_PAGES.map((page) => page.name).join(", ")}`);
  return pages;
}

/** The dragged slider, resolved once. */
type Slider = ElementHandle<HTMLElement | SVGElement>;

export const STEPS = 100;
/** How far the pointer moves a frame: more than one step of every dragged slider at 360 px. */
const POINTER_STEP_PX = 3;
const PHONE_VIEWPORT = { width: 360, height: 740 };
/**
 * How long the bench waits after the last step before it reads the long tasks: the drag's
 * follow-up (a planner's odds, asked for 100 ms after the thumb rests, simulated on the pool
 * and drawn) lands well within it even at 4x.
 */
const SETTLE_MS = 2_000;

export type DragMode = "keyboard" | "pointer";

export interface DragFigures {
  name: string;
  throttle: 1 | 4;
  mode: DragMode;
  drag: Summary | null;
  /** The drag split at the input's dispatch (drag-probe.ts): the browser's wait for it, and the page's work and frame after it. */
  dispatchWait?: Summary | null;
  afterDispatch?: Summary | null;
  /** Frames from each input to the frame showing its result (1: the input's own frame). */
  frames: Summary | null;
  /** Frames dropped while the drag ran, and frames drawn. */
  dropped: number;
  framesDrawn: number;
  roundTrip: Summary | null;
  /** Main-thread tasks over 50 ms from the first step until the page has settled after the last: how many, and the longest (ms; 0 if none). */
  longTasks: number;
  longestTaskMs: number;
  /**
   * What each long task was (drag-probe.ts, longTaskCauses): its duration and the blocks whose
   * render fell inside it, e.g. '84 ms: Results 52, ProjectionTable 30'.
   */
  longTaskCauses?: string[];
  /** The drag's slowest steps by number, slowest first (drag-probe.ts, slowestSteps): 'step 1 128, step 9 121'. */
  slowestSteps?: string;
  /** When the page's service worker was active, ms after its navigation (OFFLINE_READY); absent for the bare page. */
  offlineReadyMs?: number;
  /** Why a page could not be measured (e.g. the calculator is not built yet). */
  skipped?: string;
}

/** The longest the bench waits for a page's service worker to be active before it drags. */
const OFFLINE_READY_TIMEOUT_MS = 30_000;

/**
 * Resolves, in the page, once its service worker is active (the first visit's install, which
 * stores this version's files, has finished): the page's time then (ms since navigation), or
 * null after OFFLINE_READY_TIMEOUT_MS. The page starts offline use once the visitor has left
 * its inputs alone for a moment (src/pwa/start-offline.ts), and the bench drags the site as a
 * visitor has it from then on: on every later visit, and on a first visit after its install.
 * A drag begun while the install runs shares the machine's two cores with the browser's
 * storage threads (decision 0260).
 */
const OFFLINE_READY = `Promise.race([
  navigator.serviceWorker.ready.then(() => performance.now()),
  new Promise((resolve) => setTimeout(() => resolve(null), ${OFFLINE_READY_TIMEOUT_MS})),
])`;

async function waitForNewResult(page: Page, before: number, step: number): Promise<void> {
  // Polled through the DevTools protocol: the site's CSP rightly forbids waitForFunction's eval.
  const deadline = Date.now() + 10_000;
  while (((await page.evaluate(DRAG_COUNT)) as number) <= before) {
    if (Date.now() > deadline) throw new Error(`step ${step}: the result did not change within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function pressSteps(page: Page, slider: Slider): Promise<void> {
  await slider.focus();
  for (let step = 0; step < STEPS; step++) {
    const before = (await page.evaluate(DRAG_COUNT)) as number;
    const atMax = await slider.evaluate((element) => Number((element as HTMLInputElement).value) >= Number((element as HTMLInputElement).max));
    await page.keyboard.press(atMax ? "ArrowLeft" : "ArrowRight");
    await waitForNewResult(page, before, step);
  }
}

/** The next animation frame of the page, waited for from outside (no eval under the CSP). */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => resolve(0)))");
}

/**
 * Mouse down on the slider's thumb, then one move a frame, each waited for until its result
 * shows (so every move is timed against its own result), back and forth along the track; up.
 * A move that does not change the slider's value (less than one step of it) moves on.
 * The drag starts toward the longer side of the track: the result must change on every step,
 * and a short side can end in a range where it does not (the income tax is nil for a salary up
 * to ₹12.75 lakh, which a drag to the left from ₹15 lakh reaches in two moves).
 */
async function dragSteps(page: Page, slider: Slider): Promise<void> {
  const box = await slider.boundingBox();
  if (!box) throw new Error("the slider is not on screen");
  const fraction = await slider.evaluate((element) => {
    const input = element as HTMLInputElement;
    return (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
  });
  const left = box.x + 12;
  const right = box.x + box.width - 12;
  const y = box.y + box.height / 2;
  let x = Math.min(right, Math.max(left, left + fraction * (right - left)));
  let direction = right - x >= x - left ? 1 : -1;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await nextFrame(page);
  for (let step = 0; step < STEPS; ) {
    const before = (await page.evaluate(DRAG_COUNT)) as number;
    const value = await slider.inputValue();
    if ((direction > 0 && x + POINTER_STEP_PX > right) || (direction < 0 && x - POINTER_STEP_PX < left)) direction = -direction;
    x += direction * POINTER_STEP_PX;
    await page.mouse.move(x, y);
    if ((await slider.inputValue()) === value) continue;
    await waitForNewResult(page, before, step);
    await nextFrame(page);
    step++;
  }
  await page.mouse.up();
}

/**
 * The trace categories of one drag: the timeline (tasks, style, layout, paint, GC), V8's CPU
 * profile samples (which functions ran) and the page's User Timing (the render measures).
 */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "disabled-by-default-v8.cpu_profiler", "blink.user_timing"];

/**
 * A lighter trace: the timeline, with the stack that forced each layout, and User Timing, but no
 * CPU samples. Under the sampler a pointer drag's moves come about 250 ms apart (the drag rests
 * between them, and every step is a drag's first); under this one they keep the bench's pace.
 */
export const LEAN_TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.stack", "blink.user_timing"];

/** Traces `work` in Chromium through the DevTools protocol; the trace's events. */
async function traced(cdp: CDPSession, work: () => Promise<void>, categories: readonly string[]): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: [...categories] }, transferMode: "ReportEvents" });
  try {
    await work();
  } finally {
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
  }
  return events;
}

/**
 * One drag of one page (or the bare page) at one throttling rate; with `onTrace`, the drag and
 * the settling after it are traced and the trace's events handed to it (tracing slows the page:
 * the figures of a traced drag are for reading the trace beside, not for the budgets).
 */
export async function measure(
  browser: Browser,
  baseURL: string,
  target: DragPage | "bare",
  throttle: 1 | 4,
  mode: DragMode,
  onTrace?: (events: TraceEvent[]) => void,
  /** What the trace records (TRACE_CATEGORIES, LEAN_TRACE_CATEGORIES, with the invalidation tracking added…). */
  traceCategories: readonly string[] = TRACE_CATEGORIES,
): Promise<DragFigures> {
  const name = target === "bare" ? "Bare page (floor)" : target.name;
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL });
  const page = await context.newPage();
  const empty = { name, throttle, mode, drag: null, frames: null, dropped: 0, framesDrawn: 0, roundTrip: null, longTasks: 0, longestTaskMs: 0 };
  try {
    let slider;
    let resultSelector;
    let offlineReadyMs: number | undefined;
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
        return { ...empty, skipped: `no ${resultSelector} on ${target.path}` };
      }
      slider = page.locator(`.number-field:has(input[name="${target.field}"]) input[type="range"]`);
      await slider.scrollIntoViewIfNeeded();
      const readyAt = (await page.evaluate(OFFLINE_READY)) as number | null;
      if (readyAt === null) return { ...empty, skipped: `offline use was not ready within ${OFFLINE_READY_TIMEOUT_MS / 1000} s` };
      offlineReadyMs = readyAt;
    }
    // Held as a handle: a locator runs Playwright's selector engine in the page on every use
    // (this one's :has() walks the page's DOM), and the drag reads the slider two or three
    // times a step; at 4x that script was the page's own long tasks. The bare page's
    // selector (#s) was cheap, so the pages paid a cost the floor did not.
    const handle = await slider.elementHandle();
    if (!handle) return { ...empty, skipped: `no slider for ${target === "bare" ? "#s" : target.field}` };
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await page.evaluate(probeSource(resultSelector));
    const drag = async () => {
      if (mode === "keyboard") await pressSteps(page, handle);
      else await dragSteps(page, handle);
      await page.evaluate(STOP_PROBE);
      await page.waitForTimeout(SETTLE_MS);
    };
    try {
      if (onTrace) onTrace(await traced(cdp, drag, traceCategories));
      else await drag();
    } catch (error) {
      // One page that cannot be driven is reported in the table; the others are still measured.
      return { ...empty, skipped: `${mode} at ${throttle}x: ${error instanceof Error ? error.message : String(error)}` };
    }
    const readings = (await page.evaluate(READ_PROBE)) as ProbeReadings;
    return {
      name,
      throttle,
      mode,
      drag: summarise(readings.drag),
      dispatchWait: summarise(readings.dispatchWait ?? []),
      afterDispatch: summarise(readings.afterDispatch ?? []),
      frames: summarise(readings.frames),
      dropped: readings.dropped,
      framesDrawn: readings.framesDrawn,
      roundTrip: target === "bare" ? null : summarise(readings.roundTrip),
      longTasks: readings.longTasks.length,
      longestTaskMs: Math.max(0, ...readings.longTasks.map((task) => task.duration)),
      longTaskCauses: longTaskCauses(readings),
      slowestSteps: slowestSteps(readings.drag),
      offlineReadyMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every page (or `pages`) at both throttling rates, by keyboard and by pointer; the best p95 of
 * `rounds` runs for each.
 */
export async function benchPages(browser: Browser, baseURL: string, rounds: number, pages: readonly DragPage[] = DRAG_PAGES): Promise<DragFigures[]> {
  const figures: DragFigures[] = [];
  for (const throttle of [1, 4] as const) {
    for (const mode of ["keyboard", "pointer"] as const) {
      for (const target of ["bare" as const, ...pages]) {
        let best: DragFigures | null = null;
        for (let round = 0; round < rounds; round++) {
          const run = await measure(browser, baseURL, target, throttle, mode);
          if (run.skipped) {
            best = run;
            break;
          }
          if (!best?.drag || (run.drag && run.drag.p95 < best.drag.p95)) best = run;
        }
        if (best) figures.push(best);
      }
    }
  }
  return figures;
}
