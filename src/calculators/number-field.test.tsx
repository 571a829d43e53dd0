// @vitest-environment jsdom
// A number field marks its typed box invalid from its own render (the red border), and a slider
// step taken in place writes the typed text without inserting or removing any box around it.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NumberFieldDef } from "./definition";
import { NumberField } from "./number-field";

const amount: NumberFieldDef<"amount"> = {
  id: "amount",
  label: "Monthly amount",
  unit: "rupees",
  defaultValue: 5000,
  slider: { min: 500, max: 100000, step: 500 },
};

afterEach(cleanup);

describe("a number field's typed box", () => {
  it("is marked invalid exactly while the field has an error", () => {
    const { rerender } = render(<NumberField field={amount} raw="abc" error="Enter an amount." onChange={() => {}} />);
    const input = screen.getByLabelText("Monthly amount");
    expect(input.closest(".number-input")?.classList.contains("invalid")).toBe(true);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    rerender(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} />);
    expect(input.closest(".number-input")?.classList.contains("invalid")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a step taken in place in the typed box, the same box as before", () => {
    const { container } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} onStep={() => true} />);
    const box = container.querySelector(".number-input");
    const slider = screen.getByRole("slider");
    fireEvent.change(slider, { target: { value: "7500" } });
    expect((screen.getByLabelText("Monthly amount") as HTMLInputElement).value).toBe("7,500");
    expect(container.querySelector(".number-input")).toBe(box);
    expect(slider.getAttribute("aria-valuetext")).toContain("7,500");
  });

  it("takes a drag's step in its own listener, so React's onChange never sees it, and still sees a later return to an earlier value", () => {
    let inPlace = true;
    const onStep = vi.fn(() => inPlace);
    const onChange = vi.fn();
    const { container } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={onChange} onStep={onStep} />);
    // What React's own listener at the root would get.
    const reachedRoot = vi.fn();
    container.addEventListener("input", reachedRoot);
    const slider = screen.getByRole("slider") as HTMLInputElement;
    // The browser moves a slider without the page's value setter: set it the same way.
    const browserMoves = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slider, value);
      slider.dispatchEvent(new Event("input", { bubbles: true }));
    };
    browserMoves("7500");
    expect(onStep).toHaveBeenLastCalledWith("amount", "7500");
    expect(onChange).not.toHaveBeenCalled();
    expect(reachedRoot).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Monthly amount") as HTMLInputElement).value).toBe("7,500");
    // A step the page cannot take in place goes on to React, even back to the value React rendered.
    inPlace = false;
    onStep.mockClear();
    browserMoves("5000");
    expect(onChange).toHaveBeenCalledWith("amount", "5000");
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    // Offered to the page once: the listener's offer was declined, and React's onChange for the
    // same event does not offer it again.
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("moves the slider to a new value without rewriting its value attribute", async () => {
    const { rerender } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} />);
    const slider = screen.getByRole("slider") as HTMLInputElement;
    expect(slider.getAttribute("value")).toBe("5000");
    const writes = vi.fn();
    new MutationObserver(writes).observe(slider, { attributes: true, attributeFilter: ["value"] });
    rerender(<NumberField field={amount} raw="7500" error={undefined} onChange={() => {}} />);
    expect(slider.value).toBe("7500");
    expect(slider.getAttribute("aria-valuetext")).toContain("7,500");
    expect(slider.getAttribute("value")).toBe("5000");
    await Promise.resolve();
    expect(writes).not.toHaveBeenCalled();
  });

  it("puts the typed input and the slider each in a block of its own, not in the field's grid or the box's flex row", () => {
    render(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} />);
    // calculator.css makes each a layout root (size and layout containment); Chromium never takes a grid or
    // flex item as one, so their parents must be these wrappers.
    expect(screen.getByLabelText("Monthly amount").parentElement?.className).toBe("typed-box");
    expect(screen.getByRole("slider").parentElement?.className).toBe("slider-box");
  });
});
