// @vitest-environment jsdom
// The sample credit-score check (spec 2 §4, §5, §9): a simulation that keeps the PAN in the page.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreditScoreCheck } from "./credit-score-check";

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCheck() {
  render(<CreditScoreCheck />);
  const pan = screen.getByLabelText("PAN (Permanent Account Number)") as HTMLInputElement;
  return { pan, check: () => fireEvent.click(screen.getByRole("button", { name: "Check sample score" })) };
}

describe("the sample credit-score check", () => {
  it("says plainly that it is a simulation and that the PAN stays in the browser", () => {
    renderCheck();
    screen.getByText("This is a simulation.");
    screen.getByText(/never leaves this browser: it is not sent to us or anyone else, not saved and not logged/);
  });

  it("uppercases the PAN and holds at most 10 characters", () => {
    const { pan } = renderCheck();
    expect(pan.maxLength).toBe(10);
    fireEvent.change(pan, { target: { value: "abcde1234fxyz" } });
    expect(pan.value).toBe("ABCDE1234F");
  });

  it("refuses a PAN that is not 10 characters, with the message tied to the field", () => {
    const { pan, check } = renderCheck();
    fireEvent.change(pan, { target: { value: "abcde123" } });
    check();
    const message = screen.getByText("Please enter a valid 10-character PAN.");
    expect(pan.getAttribute("aria-describedby")).toBe(message.id);
    expect(pan.getAttribute("aria-invalid")).toBe("true");
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByTestId("credit-score")).toBeNull();
  });

  it("reads 'Checking...' for 1.5 seconds, then shows a Good sample above 750", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.9);
    const { pan, check } = renderCheck();
    fireEvent.change(pan, { target: { value: "abcde1234f" } });
    check();
    expect(screen.getByRole("button", { name: "Checking..." })).toHaveProperty("disabled", true);
    act(() => vi.advanceTimersByTime(1_499));
    expect(screen.queryByTestId("credit-score")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("credit-score").textContent).toBe("830");
    screen.getByText("Good");
    const meter = screen.getByRole("meter");
    expect([meter.getAttribute("aria-valuemin"), meter.getAttribute("aria-valuemax"), meter.getAttribute("aria-valuenow")]).toEqual(["300", "900", "830"]);
    expect(screen.getByRole("button", { name: "Check sample score" })).toHaveProperty("disabled", false);
  });

  it("labels 750 and below Fair", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const { pan, check } = renderCheck();
    fireEvent.change(pan, { target: { value: "ABCDE1234F" } });
    check();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.getByTestId("credit-score").textContent).toBe("750");
    screen.getByText("Fair");
  });

  it("never sends, stores or logs the PAN", () => {
    const logged = [vi.spyOn(console, "log"), vi.spyOn(console, "info"), vi.spyOn(console, "warn"), vi.spyOn(console, "error"), vi.spyOn(console, "debug")];
    const { pan, check } = renderCheck();
    fireEvent.change(pan, { target: { value: "ABCDE1234F" } });
    check();
    act(() => vi.advanceTimersByTime(1_500));
    screen.getByTestId("credit-score");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("ABCDE1234F");
    expect(window.location.href).not.toContain("ABCDE1234F");
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
