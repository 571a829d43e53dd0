// @vitest-environment jsdom
// An instant answer written into the figures in place (direct-results.ts) shows exactly what
// React renders for the same result, in English and in Hindi, and once the drag rests React's
// own render takes over and matches, even where React's text is the one it last rendered.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, useRef } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "../app/theme";
import { CalcRunnerContext, type CalcRunner } from "./calc-runner";
import { CalculatorPage, type CalculatorActionsProps } from "./calculator-page";
import type { CalculatorDefinition } from "./definition";
import { RESULT_ID_ATTRIBUTE, releaseHeldFigures, useResultTextsInSync, writeResultTexts } from "./direct-results";
import type { UnitWords } from "./format-value";
import { resultText } from "./headline";
import { calculatorMessages } from "./messages/calculator";
import { InstantRunnerContext, type InstantRunner } from "./fast-runner";
import { DIRECT_DRAW_REST_MS } from "./use-calculation";
import { RESULTS_BELOW_FORM_QUERY } from "./use-media-query";

interface SpanResult {
  amount: number;
  span: number;
}

/** A small calculator whose results use a locale's words (years) as well as rupees. */
const spanDefinition: CalculatorDefinition<"years" | "scale", SpanResult> = {
  id: "span-test",
  title: "Span",
  description: "A test calculator.",
  fields: [
    { id: "years", label: "Years", unit: "years", defaultValue: 10, slider: { min: 1, max: 40, step: 1 } },
    { id: "scale", label: "Scale", unit: "percent", defaultValue: 100, slider: { min: 10, max: 200, step: 10 } },
  ],
  // A rule of Calculate's alone, as some calculators have: the live rules let a drag past it.
  validate: (values, trigger) =>
    values.years.empty ? { years: "Years is required" } : trigger === "calculate" && values.years.value > 35 ? { years: "Check the years before calculating" } : {},
  compute: () => Promise.reject(new Error("the test answers through its runners")),
  results: [
    { id: "amount", label: "Amount", format: "rupees", value: (result) => result.amount },
    { id: "span", label: "Span", format: "years", value: (result) => result.span },
  ],
  headline: ["amount"],
  // Drawn by React alone: it shows whether React has rendered a result yet.
  convention: (result) => `Figures for ${result.span} years.`,
  method: ["Amount = years × ₹1,23,456.7."],
};

const answer = (inputs: Record<string, number>): SpanResult => ({ amount: (inputs.years * 123_456.7 * inputs.scale) / 100, span: inputs.years });

let instantAnswers: boolean;
/** The years of every calculation the fast path was asked for. */
let askedInstantly: number[];
const instantRunner: InstantRunner = (_definition, inputs) => {
  askedInstantly.push(inputs.years);
  return Promise.resolve(instantAnswers ? { output: answer(inputs), complete: true } : null);
};
/** The inputs the page last rendered its actions with (React's state, as 'Save plan' gets it). */
let actionsSaw: string | undefined;
function RecordingActions({ inputs }: CalculatorActionsProps) {
  actionsSaw = inputs.years;
  return null;
}
/** Where set, the calc worker's replies wait for the test to release them. */
let heldReplies: { years: number; release(): void }[] | null;
const workerRunner: CalcRunner = (_definition, inputs) => {
  if (!heldReplies) return Promise.resolve(answer(inputs));
  const replies = heldReplies;
  return new Promise((resolve) => replies.push({ years: inputs.years, release: () => resolve(answer(inputs)) }));
};

/** An IntersectionObserver the test drives: `report` says where the observed block is. */
let observers: { callback: IntersectionObserverCallback; element?: Element }[];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observers = observers.filter((candidate) => candidate !== this.entry);
  }
}
/** Reports the block of class `block` (what follows the result boxes, unless named) below the screen, or near it. */
function reportBelowScreen(below: boolean, block = "convention") {
  for (const { callback, element } of observers) {
    if (!element?.classList.contains(block)) continue;
    const entry = { isIntersecting: !below, boundingClientRect: { top: below ? 2000 : 100 }, rootBounds: { bottom: 940 }, target: element };
    act(() => callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
  }
}

function renderPage(path: string) {
  // The page reads its inputs from the window's URL; the router gives it its locale.
  window.history.replaceState(null, "", path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <ThemeProvider>
          <CalcRunnerContext.Provider value={workerRunner}>
            <InstantRunnerContext.Provider value={instantRunner}>
              <CalculatorPage definition={spanDefinition} Actions={RecordingActions} />
            </InstantRunnerContext.Provider>
          </CalcRunnerContext.Provider>
        </ThemeProvider>
      </Suspense>
    </MemoryRouter>,
  );
}

/** Each figure's text by result id, the bar's and the boxes' together. */
function figures(root: ParentNode): string[] {
  return [...root.querySelectorAll(`[${RESULT_ID_ATTRIBUTE}]`)].map((element) => `${element.getAttribute(RESULT_ID_ATTRIBUTE)}=${element.textContent}`);
}

/** Waits (real time) until the page shows its figures: a locale's catalogue loads first. */
async function shows(container: HTMLElement): Promise<void> {
  for (let tries = 0; tries < 800 && !container.querySelector('[data-testid="result-amount"]'); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  if (!container.querySelector('[data-testid="result-amount"]')) throw new Error("the page showed no figures");
}

/** What React renders for `years` on a fresh page opened at that link. */
async function reactFigures(locale: "en" | "hi", years: number, scale = 100): Promise<string[]> {
  const { container, unmount } = renderPage(`${locale === "hi" ? "/hi" : ""}/tools/span-test?years=${years}&scale=${scale}`);
  await shows(container);
  const shown = figures(container);
  unmount();
  return shown;
}

/** The words line under the amount as React renders it for `years` (scale 10) on a fresh page. */
async function reactWords(locale: "en" | "hi", years: number): Promise<{ text: string; hidden: boolean }> {
  const { container, unmount } = renderPage(`${locale === "hi" ? "/hi" : ""}/tools/span-test?years=${years}&scale=10`);
  await shows(container);
  const words = container.querySelector<HTMLElement>('.result-box [data-result-words="amount"]');
  const shown = { text: words?.textContent ?? "missing", hidden: words?.hidden === true };
  unmount();
  return shown;
}

/** How long after the last step React has rendered everything a drag wrote in place: the rest, then the figures' render in a task of its own. */
const RESTED_MS = DIRECT_DRAW_REST_MS + 1;

const spanBox = (root: ParentNode) => root.querySelector(`.result-boxes [${RESULT_ID_ATTRIBUTE}="span"]`)?.textContent;

// The pages under test are opened with their catalogue loaded, as the site preloads it.
beforeAll(async () => {
  await Promise.all([calculatorMessages.load("en"), calculatorMessages.load("hi")]);
});

beforeEach(() => {
  // No box held by an earlier test's drag: each page's first write holds none.
  releaseHeldFigures();
  instantAnswers = true;
  askedInstantly = [];
  actionsSaw = undefined;
  heldReplies = null;
  observers = [];
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === RESULTS_BELOW_FORM_QUERY, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal("ResizeObserver", class { observe() {} disconnect() {} });
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the page, waits for its figures, then fakes the timers and reports the rest of the results below the screen or not. */
async function openWithFakeTimers(path: string, belowScreen: boolean): Promise<{ container: HTMLElement; slider: HTMLInputElement }> {
  const { container } = renderPage(path);
  await shows(container);
  // Date too: a drag's rest is told by the clock (rest-timer.ts), which must move with the timers.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  reportBelowScreen(belowScreen);
  const slider = container.querySelector<HTMLInputElement>('input[type="range"]');
  if (!slider) throw new Error("no slider");
  return { container, slider };
}

describe.each(["en", "hi"] as const)("an instant answer drawn in place (%s)", { timeout: 30_000 }, (locale) => {
  const path = `${locale === "hi" ? "/hi" : ""}/tools/span-test?years=10`;

  it("shows React's text for the same result, and React's render takes over once the drag rests", async () => {
    const expected11 = await reactFigures(locale, 11);
    const expected12 = await reactFigures(locale, 12);
    expect(expected11).not.toEqual(expected12);
    expect(expected11.some((text) => text.startsWith("amount=₹"))).toBe(true);

    const { container, slider } = await openWithFakeTimers(path, true);

    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected11);
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected12);
    // Only the figures were written: React's own render still shows 10 years.
    const convention = () => container.querySelector(".convention")?.textContent;
    act(() => vi.advanceTimersByTime(DIRECT_DRAW_REST_MS - 1));
    expect(convention()).toBe("Figures for 10 years.");

    // The drag rests: React renders the steps, then, in the next task, the result written in
    // place, and the announcement follows.
    act(() => vi.advanceTimersByTime(1));
    expect(convention()).toBe("Figures for 10 years.");
    act(() => vi.advanceTimersByTime(RESTED_MS - DIRECT_DRAW_REST_MS));
    expect(convention()).toBe("Figures for 12 years.");
    expect(figures(container)).toEqual(expected12);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status").textContent).toContain(expected12[0].replace("amount=", ""));
  });

  it("puts React's text back where React skips an update the figures were written past", async () => {
    const expected10 = await reactFigures(locale, 10);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    expect(spanBox(container)).not.toBe(expected10.find((text) => text.startsWith("span="))?.replace("span=", ""));
    // The fast path misses: the worker's answer for 10 years is what React last rendered.
    instantAnswers = false;
    fireEvent.change(slider, { target: { value: "10" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected10);
  });

  it("lets React render every step while the rest of the results is on screen", async () => {
    const expected11 = await reactFigures(locale, 11);
    const { container, slider } = await openWithFakeTimers(path, false);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected11);
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 11 years.");
  });

  it("takes a slider step without rendering the page, asks once per step, and React, the field and the link catch up at rest", async () => {
    const expected13 = await reactFigures(locale, 13);
    const { container, slider } = await openWithFakeTimers(path, true);
    const typed = container.querySelector<HTMLInputElement>('input[name="years"]');
    askedInstantly = [];
    // Every step is taken in place, the first (the field's first edit) included: the field and
    // the figures move, the page does not render.
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    expect(actionsSaw).toBe("10");
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    fireEvent.change(slider, { target: { value: "13" } });
    await act(async () => {});
    expect(typed?.value).toBe("13");
    expect(slider.value).toBe("13");
    expect(slider.getAttribute("aria-valuetext")).toBe(locale === "en" ? "13 years" : "13 वर्ष");
    expect(figures(container)).toEqual(expected13);
    expect(actionsSaw).toBe("10");
    expect(askedInstantly).toEqual([11, 12, 13]);

    // The drag rests: React's state takes the steps, without asking for the calculation again.
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(actionsSaw).toBe("13");
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 13 years.");
    expect(figures(container)).toEqual(expected13);
    expect(typed?.value).toBe("13");
    expect(askedInstantly).toEqual([11, 12, 13]);
    act(() => vi.advanceTimersByTime(1000));
    expect(new URLSearchParams(window.location.search).get("years")).toBe("13");
  });

  it("leaves the result boxes far below the screen as they are while the bar shows each step, and writes them once they come near", async () => {
    const [expected10, expected11, expected12] = [await reactFigures(locale, 10), await reactFigures(locale, 11), await reactFigures(locale, 12)];
    const { container, slider } = await openWithFakeTimers(path, true);
    reportBelowScreen(true, "result-boxes");
    const boxes = () => figures(container.querySelector(".result-boxes") ?? container);
    const bar = () => figures(container.querySelector(".headline-bar") ?? container);
    // What React renders in the boxes (the amount and the span) and in the bar (the amount).
    const inBoxes = (expected: string[]) => ["amount", "span"].map((id) => expected.find((text) => text.startsWith(`${id}=`)));
    const wordsAt10 = container.querySelector('.result-box [data-result-words="amount"]')?.textContent;
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    // The bar shows the step; the boxes and their words still show 10 years.
    expect(bar()).toEqual(inBoxes(expected11).slice(0, 1));
    expect(boxes()).toEqual(inBoxes(expected10));
    expect(container.querySelector('.result-box [data-result-words="amount"]')?.textContent).toBe(wordsAt10);
    // They come near mid-drag: written at once, from the newest answer, and at every step after.
    reportBelowScreen(false, "result-boxes");
    expect(boxes()).toEqual(inBoxes(expected11));
    expect(container.querySelector('.result-box [data-result-words="amount"]')?.textContent).not.toBe(wordsAt10);
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    expect(boxes()).toEqual(inBoxes(expected12));
    // Far below again, a step leaves them; the rest brings React's render of the newest answer.
    reportBelowScreen(true, "result-boxes");
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    expect(boxes()).toEqual(inBoxes(expected12));
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(figures(container)).toEqual(expected11);
  });

  it("holds the bar's figure boxes at their height from a drag's second step, lets a box go when its figure outgrows it, and at the rest keeps only those whose figure takes the lines it took", async () => {
    // The lines a bar figure's text takes, as the browser would lay them out (jsdom has no layout).
    let lines = 1;
    const rects = () => Array.from({ length: lines }, (_, line) => ({ top: 700 + 22 * line }));
    vi.stubGlobal("Range", class extends Range {
      override getClientRects() {
        return rects() as unknown as DOMRectList;
      }
    });
    const createRange = vi.spyOn(document, "createRange").mockImplementation(() => new (globalThis.Range as typeof Range)());
    const { container, slider } = await openWithFakeTimers(path, true);
    const barFigure = () => container.querySelector<HTMLElement>(`.headline-bar [${RESULT_ID_ATTRIBUTE}="amount"]`);
    const held = () => barFigure()?.style.contain === "size layout style" && barFigure()?.style.height !== "";
    const step = async (years: number) => {
      fireEvent.change(slider, { target: { value: String(years) } });
      await act(async () => {});
    };
    // 9 to 40 years give ₹00,00,000 (₹11,11,110 to ₹49,38,268); 1 to 8, ₹0,00,000.
    await step(11);
    expect(held()).toBe(false);
    await step(12);
    expect(held()).toBe(true);
    // The result boxes' figures are never held.
    expect(container.querySelector<HTMLElement>(`.result-boxes [${RESULT_ID_ATTRIBUTE}="amount"]`)?.style.contain).toBe("");
    // The drag rests with the figure on the lines it took when held: the box stays held for the next drag.
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(held()).toBe(true);
    const figure = barFigure();
    if (!figure) throw new Error("no bar figure");
    // Its box's size is read only for a text of a shape not yet seen to fit it: a read here would
    // say the figure overflows, but ₹16,04,937 has the shape of ₹14,81,480, which it held.
    let reads = 0;
    let overflows = true;
    Object.defineProperty(figure, "scrollHeight", {
      configurable: true,
      get: () => {
        reads++;
        return overflows && figure.style.contain !== "" ? 44 : 0;
      },
    });
    await step(13);
    expect(figure.textContent).toBe("₹16,04,937");
    expect(reads).toBe(0);
    expect(held()).toBe(true);
    // A figure of a new shape that no longer fits its held box (it wrapped to a second line) lets the box go in its own step...
    lines = 2;
    await step(8);
    expect(reads).toBeGreaterThan(0);
    expect(held()).toBe(false);
    // ...and the next step holds it again, at its new height.
    overflows = false;
    await step(7);
    expect(held()).toBe(true);
    // A new shape that fits keeps the box held.
    reads = 0;
    lines = 1;
    await step(10);
    expect(reads).toBeGreaterThan(0);
    expect(held()).toBe(true);
    // The figure is back on one line, in a box held at two: the rest lets it go.
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(held()).toBe(false);
    expect(barFigure()?.getAttribute("style") ?? "").toBe("");
    createRange.mockRestore();
  });

  it("writes an amount's words into their own text node, and hides the line while there are none", async () => {
    // What React renders at 12, 1 and 13 years (₹1,48,148, ₹12,346, ₹1,60,494), asked first: in real time.
    const [at12, at1, at13] = [await reactWords(locale, 12), await reactWords(locale, 1), await reactWords(locale, 13)];
    expect(at1).toEqual({ text: "", hidden: true });
    expect(at12.hidden || at13.hidden).toBe(false);
    const { container, slider } = await openWithFakeTimers(`${path}&scale=10`, true);
    const words = container.querySelector<HTMLElement>('.result-box [data-result-words="amount"]');
    // The first step is React's (the field's first edit); the next ones are taken in place.
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    const node = words?.firstChild;
    expect(node).toBeInstanceOf(Text);
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    // ₹1,48,148: the same text node, its words changed (no child inserted or removed).
    expect(words?.firstChild).toBe(node);
    expect(words?.childNodes).toHaveLength(1);
    expect(words?.textContent).toBe(at12.text);
    expect(words?.hidden === true).toBe(false);
    // ₹12,346: below ₹1 lakh, no words, the line hidden as React hides it.
    fireEvent.change(slider, { target: { value: "1" } });
    await act(async () => {});
    expect(words?.textContent).toBe("");
    expect(words?.hidden === true).toBe(true);
    fireEvent.change(slider, { target: { value: "13" } });
    await act(async () => {});
    expect(words?.hidden === true).toBe(false);
    expect(words?.textContent).toBe(at13.text);
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(words?.textContent).toBe(at13.text);
    expect(words?.hidden === true).toBe(false);
  });

  it("takes a drag's first step in place, and at rest the page validates live, as after a step React rendered", async () => {
    const { container, slider } = await openWithFakeTimers(path, true);
    // The page came from a link: Calculate's rules hold until the field is edited. The live
    // rules allow 36 years; Calculate's would not.
    fireEvent.change(slider, { target: { value: "36" } });
    await act(async () => {});
    expect(actionsSaw).toBe("10");
    act(() => vi.advanceTimersByTime(DIRECT_DRAW_REST_MS + 1000));
    expect(actionsSaw).toBe("36");
    expect(container.querySelector(".field-error")).toBeNull();
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 36 years.");
    expect(spanBox(container)).toContain("36");
  });

  it("never takes back a step taken between the render of the steps at rest and the render of the figures", async () => {
    const expected13 = await reactFigures(locale, 13);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    // The drag rests: React renders the steps; the figures' render is due in the next task.
    act(() => vi.advanceTimersByTime(DIRECT_DRAW_REST_MS));
    expect(actionsSaw).toBe("12");
    // The thumb moves again before that task: the step is drawn in place from a newer answer.
    fireEvent.change(slider, { target: { value: "13" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected13);
    // The figures' render shows the newest answer, not the one of the rest before.
    act(() => vi.advanceTimersByTime(RESTED_MS - DIRECT_DRAW_REST_MS));
    expect(figures(container)).toEqual(expected13);
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 13 years.");
    act(() => vi.advanceTimersByTime(RESTED_MS + 1000));
    expect(actionsSaw).toBe("13");
    expect(figures(container)).toEqual(expected13);
    expect((container.querySelector('input[name="years"]') as HTMLInputElement).value).toBe("13");
  });

  it("rewrites the link once the inputs rest, and not at all when they came back to the ones it has", async () => {
    // The rest of the results on screen: React renders every step, and the link follows each render.
    const { slider } = await openWithFakeTimers(path, false);
    const rewrites = vi.spyOn(window.history, "replaceState");
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(RESTED_MS + 1000));
    expect(rewrites).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(window.location.search).get("years")).toBe("11");
    for (const value of ["12", "11"]) {
      fireEvent.change(slider, { target: { value } });
      await act(async () => {});
    }
    act(() => vi.advanceTimersByTime(RESTED_MS + 1000));
    expect(rewrites).toHaveBeenCalledTimes(1);
    rewrites.mockRestore();
  });

  it("follows a value typed after steps taken in place", async () => {
    const expected20 = await reactFigures(locale, 20);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    const typed = container.querySelector<HTMLInputElement>('input[name="years"]');
    if (!typed) throw new Error("no typed field");
    fireEvent.change(typed, { target: { value: "20" } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(DIRECT_DRAW_REST_MS + 1000));
    expect(typed.value).toBe("20");
    expect(slider.value).toBe("20");
    expect(figures(container)).toEqual(expected20);
    expect(actionsSaw).toBe("20");
    expect(new URLSearchParams(window.location.search).get("years")).toBe("20");
  });

  it("never draws the field behind a step taken while a worker's reply was being shown", async () => {
    const { container, slider } = await openWithFakeTimers(path, true);
    const typed = container.querySelector<HTMLInputElement>('input[name="years"]');
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    // The fast path misses this step: the calc worker answers it, later.
    heldReplies = [];
    instantAnswers = false;
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    expect(heldReplies.map((reply) => reply.years)).toEqual([12]);
    instantAnswers = true;
    // Its reply is shown, and the next step comes before anything else runs.
    await act(async () => {
      heldReplies?.[0].release();
      await Promise.resolve();
      await Promise.resolve();
      fireEvent.change(slider, { target: { value: "13" } });
    });
    expect(slider.value).toBe("13");
    expect(typed?.value).toBe("13");
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(slider.value).toBe("13");
    expect(actionsSaw).toBe("13");
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 13 years.");
  });

  it("draws a worker's reply to a step taken in place without rendering the page, and React at rest", async () => {
    const expected12 = await reactFigures(locale, 12);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(RESTED_MS));
    const convention = () => container.querySelector(".convention")?.textContent;
    expect(convention()).toBe("Figures for 11 years.");
    // The fast path misses this step, taken in place: the calc worker answers it.
    heldReplies = [];
    instantAnswers = false;
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    await act(async () => {
      heldReplies?.[0].release();
    });
    // Its figures are written in place; React has not rendered it (nor the step) yet.
    expect(figures(container)).toEqual(expected12);
    expect(convention()).toBe("Figures for 11 years.");
    expect(actionsSaw).toBe("11");
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(convention()).toBe("Figures for 12 years.");
    expect(actionsSaw).toBe("12");
    expect(figures(container)).toEqual(expected12);
  });

  it("never shows a worker's reply older than the figures an instant answer drew since", async () => {
    const expected13 = await reactFigures(locale, 13);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    heldReplies = [];
    instantAnswers = false;
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    // The next step is answered at once; the worker's reply for 12 years comes after it.
    instantAnswers = true;
    fireEvent.change(slider, { target: { value: "13" } });
    await act(async () => {});
    expect(figures(container)).toEqual(expected13);
    await act(async () => {
      heldReplies?.[0].release();
    });
    expect(figures(container)).toEqual(expected13);
    act(() => vi.advanceTimersByTime(RESTED_MS));
    expect(container.querySelector(".convention")?.textContent).toBe("Figures for 13 years.");
    expect(figures(container)).toEqual(expected13);
  });

  it("after a drag there and back taken in place, a value typed in another field is calculated", async () => {
    const expected = await reactFigures(locale, 11, 150);
    const { container, slider } = await openWithFakeTimers(path, true);
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    fireEvent.change(slider, { target: { value: "12" } });
    await act(async () => {});
    fireEvent.change(slider, { target: { value: "11" } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(RESTED_MS));
    const scale = container.querySelector<HTMLInputElement>('input[name="scale"]');
    if (!scale) throw new Error("no scale field");
    fireEvent.change(scale, { target: { value: "150" } });
    await act(async () => {});
    act(() => vi.advanceTimersByTime(DIRECT_DRAW_REST_MS + 1000));
    expect(figures(container)).toEqual(expected);
    expect(new URLSearchParams(window.location.search).get("scale")).toBe("150");
  });
});

/** A block of figures as Results and the headline bar render them: React's text, kept in sync after each commit. */
function FigureList({ fields, result, units }: { fields: CalculatorDefinition<string, SpanResult>["results"]; result: SpanResult; units: UnitWords }) {
  const ref = useRef<HTMLDListElement>(null);
  useResultTextsInSync(ref, fields, result, units);
  return (
    <dl ref={ref}>
      {fields.map((field) => (
        <dd key={field.id} data-result-id={field.id}>
          {resultText(field, result, units)}
        </dd>
      ))}
    </dl>
  );
}

describe("the figures a step writes in place", () => {
  it("hold a marked block's figure boxes at their height, keeping each box's own style to give back", async () => {
    const units = (await calculatorMessages.load("en")).units;
    const [amountField] = spanDefinition.results;
    const { container } = render(
      <dl data-holds-height="">
        <dd data-result-id="amount" style={{ color: "red" }}>
          {resultText(amountField, answer({ years: 10, scale: 100 }), units)}
        </dd>
      </dl>,
    );
    const figure = container.querySelector<HTMLElement>("dd");
    if (!figure) throw new Error("no figure");
    vi.spyOn(figure, "getBoundingClientRect").mockReturnValue({ height: 21.5 } as DOMRect);
    releaseHeldFigures();
    // A drag's first write holds nothing; its second holds the box.
    expect(writeResultTexts(container, spanDefinition.results, answer({ years: 11, scale: 100 }), units)).toBe(true);
    expect(figure.style.contain).toBe("");
    expect(writeResultTexts(container, spanDefinition.results, answer({ years: 12, scale: 100 }), units)).toBe(true);
    expect(figure.style.height).toBe("21.5px");
    expect(figure.style.contain).toBe("size layout style");
    releaseHeldFigures();
    expect(figure.getAttribute("style")).toBe("color: red;");
  });


  it("are found once, not at every step, and found again after React commits figures", async () => {
    const units = (await calculatorMessages.load("en")).units;
    const [amountField, spanField] = spanDefinition.results;
    const first = answer({ years: 10, scale: 100 });
    const { container, rerender } = render(<FigureList fields={[amountField]} result={first} units={units} />);
    const search = vi.spyOn(container, "querySelectorAll");
    const figure = (id: string) => container.querySelector(`[${RESULT_ID_ATTRIBUTE}="${id}"]`)?.textContent;

    for (const years of [11, 12, 13]) expect(writeResultTexts(container, spanDefinition.results, answer({ years, scale: 100 }), units)).toBe(true);
    expect(figure("amount")).toBe(resultText(amountField, answer({ years: 13, scale: 100 }), units));
    // One search for the figures and one for the words lines, at the first step alone.
    expect(search).toHaveBeenCalledTimes(2);

    // React commits a figure that was not there: the next step writes it too.
    rerender(<FigureList fields={[amountField, spanField]} result={first} units={units} />);
    const later = answer({ years: 20, scale: 100 });
    expect(writeResultTexts(container, spanDefinition.results, later, units)).toBe(true);
    expect(figure("span")).toBe(resultText(spanField, later, units));
    expect(figure("amount")).toBe(resultText(amountField, later, units));
  });
});
