// @vitest-environment jsdom
// An off-screen chart or table keeps what it drew while the inputs move, and catches up once they
// rest or it comes on screen; on screen it follows every value. jsdom has no layout, so the
// IntersectionObserver is a fake the test drives.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFF_SCREEN_REST_MS, useLatestWhenSeen, useOnScreen } from "./when-seen";

let report: ((isIntersecting: boolean) => void) | null = null;

class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    report = (isIntersecting) => this.callback([{ isIntersecting }]);
  }
  disconnect(): void {
    report = null;
  }
}

function Block({ value }: { value: number }) {
  const { ref, onScreen } = useOnScreen();
  const drawn = useLatestWhenSeen(value, onScreen);
  return (
    <p ref={ref} data-testid="block">
      {drawn}
    </p>
  );
}

const shown = () => screen.getByTestId("block").textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useLatestWhenSeen", () => {
  it("on screen, draws every value at once", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report?.(true));
    rerender(<Block value={2} />);
    expect(shown()).toBe("2");
    rerender(<Block value={3} />);
    expect(shown()).toBe("3");
  });

  it("off screen, keeps what it drew through a drag and catches up once the value rests", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report?.(false));
    for (let value = 2; value <= 6; value++) {
      rerender(<Block value={value} />);
      act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS / 2));
      expect(shown()).toBe("1");
    }
    act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
    expect(shown()).toBe("6");
  });

  it("catches up at once when it comes on screen, and keeps that value if it leaves again", () => {
    const { rerender } = render(<Block value={1} />);
    act(() => report?.(false));
    rerender(<Block value={2} />);
    expect(shown()).toBe("1");
    act(() => report?.(true));
    expect(shown()).toBe("2");
    act(() => report?.(false));
    expect(shown()).toBe("2");
    rerender(<Block value={3} />);
    expect(shown()).toBe("2");
    act(() => vi.advanceTimersByTime(OFF_SCREEN_REST_MS));
    expect(shown()).toBe("3");
  });

  it("without an IntersectionObserver, counts as on screen", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { rerender } = render(<Block value={1} />);
    rerender(<Block value={2} />);
    expect(shown()).toBe("2");
  });
});
