// @vitest-environment jsdom
// An off-screen chart or table keeps what it drew while the inputs move, and catches up once they
// rest and the page is idle (one block per idle moment), or at once when it comes on screen; on
// screen it follows every value. jsdom has no layout and no idle callbacks, so the
// IntersectionObserver and requestIdleCallback are fakes the test drives.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFF_SCREEN_REST_MS, useLatestWhenSeen, useOnScreen } from "./when-seen";

/** Every observer's callback: report(false) says each observed block is off screen. */
const observers = new Set<(isIntersecting: boolean) => void>();
const report = (isIntersecting: boolean) => observers.forEach((callback) => callback(isIntersecting));
/** The idle callbacks asked for and not yet run; idle() runs the oldest, as a browser's idle moment would. */
let idleCallbacks: (() => void)[] = [];
const idle = () => act(() => idleCallbacks.shift()?.());
/** The value rests long enough, then the page has one idle moment. */
const rest = () => {
  act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
  idle();
};

class FakeIntersectionObserver {
  private readonly report: (isIntersecting: boolean) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.report = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe(): void {
    observers.add(this.report);
  }
  disconnect(): void {
    observers.delete(this.report);
  }
}

function Block({ value, id = "block" }: { value: number; id?: string }) {
  const { ref, onScreen } = useOnScreen();
  const drawn = useLatestWhenSeen(value, onScreen);
  return (
    <p ref={ref} data-testid={id}>
      {drawn}
    </p>
  );
}

const shown = () => screen.getByTestId("block").textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  idleCallbacks = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
});
afterEach(() => {
  cleanup();
  observers.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useLatestWhenSeen", () => {
  it("on screen, draws every value at once", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report(true));
    rerender(<Block value={2} />);
    expect(shown()).toBe("2");
    rerender(<Block value={3} />);
    expect(shown()).toBe("3");
  });

  it("off screen, keeps what it drew through a drag and catches up once the value rests and the page is idle", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report(false));
    for (let value = 2; value <= 6; value++) {
      rerender(<Block value={value} />);
      act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS / 2));
      expect(shown()).toBe("1");
    }
    act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
    expect(shown()).toBe("1");
    idle();
    expect(shown()).toBe("6");
  });

  it("several off-screen blocks catch up one per idle moment, never together", () => {
    const blocks = (value: number) => (
      <>
        <Block id="a" value={value} />
        <Block id="b" value={value} />
      </>
    );
    const { rerender } = render(blocks(1));
    act(() => report(false));
    rerender(blocks(2));
    act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
    const a = () => screen.getByTestId("a").textContent;
    const b = () => screen.getByTestId("b").textContent;
    expect([a(), b()]).toEqual(["1", "1"]);
    // One idle callback at a time: the second block waits for the moment after the first's render.
    expect(idleCallbacks).toHaveLength(1);
    idle();
    expect([a(), b()]).toEqual(["2", "1"]);
    expect(idleCallbacks).toHaveLength(1);
    idle();
    expect([a(), b()]).toEqual(["2", "2"]);
  });

  it("a newer value before the idle moment replaces the queued one", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report(false));
    rerender(<Block value={2} />);
    act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
    rerender(<Block value={3} />);
    // The queued catch-up of 2 was withdrawn: the idle moment runs nothing.
    idle();
    expect(shown()).toBe("1");
    rest();
    expect(shown()).toBe("3");
  });

  it("catches up at once when it comes on screen, and keeps that value if it leaves again", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report(false));
    rerender(<Block value={2} />);
    expect(shown()).toBe("1");
    act(() => report(true));
    expect(shown()).toBe("2");
    act(() => report(false));
    expect(shown()).toBe("2");
    rerender(<Block value={3} />);
    expect(shown()).toBe("2");
    rest();
    expect(shown()).toBe("3");
  });

  it("without an IntersectionObserver, counts as on screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { rerender } = render(<Block value={1} />);
    rerender(<Block value={2} />);
    expect(shown()).toBe("2");
  });
});
