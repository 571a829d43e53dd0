// Offline use starts only once the visitor has left the page's inputs alone for a moment, so a
// first visit's install does not run beside a slider being dragged.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUIET_BEFORE_OFFLINE_MS, whenVisitorRests } from "./start-offline";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("waiting for the visitor to rest", () => {
  it("runs once the page has had no input for the quiet time, not before", () => {
    const run = vi.fn();
    whenVisitorRests(run, new EventTarget());
    vi.advanceTimersByTime(QUIET_BEFORE_OFFLINE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it("starts the wait again at every press, key and changed value", () => {
    const run = vi.fn();
    const page = new EventTarget();
    whenVisitorRests(run, page);
    for (const type of ["pointerdown", "keydown", "input", "input", "input"]) {
      vi.advanceTimersByTime(QUIET_BEFORE_OFFLINE_MS - 100);
      page.dispatchEvent(new Event(type));
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_BEFORE_OFFLINE_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs once only, and stops listening once it has run", () => {
    const run = vi.fn();
    const page = new EventTarget();
    const removed = vi.spyOn(page, "removeEventListener");
    whenVisitorRests(run, page);
    vi.advanceTimersByTime(QUIET_BEFORE_OFFLINE_MS);
    page.dispatchEvent(new Event("input"));
    vi.advanceTimersByTime(QUIET_BEFORE_OFFLINE_MS * 2);
    expect(run).toHaveBeenCalledOnce();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(["input", "keydown", "pointerdown"]);
  });
});
