// The render path of a drag: a slider step's result is drawn with flushSync
// in the step's own frame, and at 4x CPU React's work for a chart (its data, uPlot's setData and
// redraw) and a table (every row's cells formatted and compared) did not fit that frame. On a
// phone both sit below the form, off screen while its slider moves, where nobody sees them; so
// off screen they keep what they last drew and catch up once the inputs rest (or at once when
// they come on screen). On screen (a desktop's chart beside the form) they follow every step.
import { startTransition, useCallback, useEffect, useRef, useState, type RefCallback, type RefObject } from "react";

/** How long the result must rest before an off-screen chart or table catches up: a pause, not a drag's next step. */
export const OFF_SCREEN_REST_MS = 150;

/**
 * How far outside the viewport a block counts as on screen: it is drawn up to date a little
 * before it scrolls in.
 */
const NEAR_SCREEN_MARGIN = "200px 0px";

/**
 * Whether the element given to `ref` is on (or near) the screen. On screen until told
 * otherwise (first render, and where there is no IntersectionObserver: component tests).
 */
export function useOnScreen(): { ref: RefCallback<Element>; onScreen: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting), { rootMargin: NEAR_SCREEN_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return { ref, onScreen };
}

/**
 * `value` while on screen; off screen, the value last drawn, brought up to date (in a
 * transition, which a new input interrupts) once `value` has not changed for OFF_SCREEN_REST_MS
 * and the page is idle, one off-screen block at a time (catchUpWhenIdle): at 4x CPU the page's
 * tables and charts caught up together in one task of up to 240 ms (docs/slow-phone.md).
 * Give its result to a memoised body: while it lags the body does no work at all.
 */
export function useLatestWhenSeen<T>(value: T, onScreen: boolean): T {
  const [drawn, setDrawn] = useState(value);
  // On screen every value is drawn, and remembered (React's pattern for state from the last render).
  if (onScreen && drawn !== value) setDrawn(value);
  useEffect(() => {
    if (onScreen || drawn === value) return;
    return catchUpWhenIdle(() => startTransition(() => setDrawn(value)));
  }, [value, onScreen, drawn]);
  return onScreen ? value : drawn;
}

type IdleWindow = Window & { requestIdleCallback?(callback: () => void, options?: { timeout: number }): number };

/** The longest an off-screen block waits for an idle moment once its value has rested. */
const IDLE_TIMEOUT_MS = 1_000;

/** Off-screen blocks whose value has rested, each waiting for its own idle moment, oldest first. */
const idleQueue: (() => void)[] = [];
let idlePending = false;

function runNextWhenIdle(): void {
  if (idlePending || idleQueue.length === 0) return;
  idlePending = true;
  const run = () => {
    idlePending = false;
    idleQueue.shift()?.();
    // The next block waits for the next idle moment, after React has rendered this one.
    runNextWhenIdle();
  };
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle.call(window, run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 0);
}

/**
 * Runs `catchUp` once OFF_SCREEN_REST_MS have passed and the browser is idle, after every block
 * queued before it, each in a task of its own; the returned function cancels it (a newer value
 * came, or the block left the page).
 */
export function catchUpWhenIdle(catchUp: () => void): () => void {
  let queued = false;
  const timer = window.setTimeout(() => {
    queued = true;
    idleQueue.push(catchUp);
    runNextWhenIdle();
  }, OFF_SCREEN_REST_MS);
  return () => {
    window.clearTimeout(timer);
    if (!queued) return;
    const index = idleQueue.indexOf(catchUp);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

/**
 * Whether the element given to `ref` is below the screen (more than the near-screen margin
 * under its bottom edge), kept in a ref, not state: it is read in an input handler, and a
 * change of it needs no render. `onNear` is called when it comes on (or near) the screen.
 * Not below until an IntersectionObserver says so (and never where there is none).
 */
export function useBelowScreen(onNear: () => void): { ref: RefCallback<Element>; below: RefObject<boolean> } {
  const below = useRef(false);
  const near = useRef(onNear);
  useEffect(() => {
    near.current = onNear;
  }, [onNear]);
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    below.current = false;
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        const wasBelow = below.current;
        below.current = !entry.isIntersecting && entry.boundingClientRect.top > (entry.rootBounds?.bottom ?? window.innerHeight);
        if (wasBelow && !below.current) near.current();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      below.current = false;
    };
  }, [element]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return { ref, below };
}
