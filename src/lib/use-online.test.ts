// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setBrowserOffline } from "../../tests/fixtures/offline";
import { isOnline, useOnline } from "./use-online";

afterEach(() => vi.restoreAllMocks());

describe("useOnline", () => {
  it("follows navigator.onLine through the offline and online events", () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => setBrowserOffline(true));
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    act(() => setBrowserOffline(false));
    expect(result.current).toBe(true);
  });

  it("stops listening when the component goes away", () => {
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useOnline());
    unmount();
    expect(remove.mock.calls.map(([type]) => type).filter((type) => type === "online" || type === "offline").sort()).toEqual(["offline", "online"]);
  });
});
