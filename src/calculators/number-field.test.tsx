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

  it("keeps the keys that move its slider from React's root listeners, and no other key", () => {
    const { container, unmount } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} onStep={() => true} />);
    // What React's own listeners at the root would get, in the capture and the bubble phase.
    const reachedRoot = vi.fn();
    container.addEventListener("keydown", reachedRoot, { capture: true });
    container.addEventListener("keyup", reachedRoot);
    // A listener on the document still gets every key.
    const reachedDocument = vi.fn();
    document.addEventListener("keydown", reachedDocument, { capture: true });
    const slider = screen.getByRole("slider");
    const press = (init: KeyboardEventInit, target: Element = slider) => {
      target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, ...init }));
      target.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, ...init }));
    };
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]) press({ key });
    expect(reachedRoot).not.toHaveBeenCalled();
    expect(reachedDocument).toHaveBeenCalledTimes(8);
    // Other keys, a moving key with a modifier, and keys on the typed input reach React.
    press({ key: "Tab" });
    press({ key: "Escape" });
    press({ key: "ArrowRight", ctrlKey: true });
    press({ key: "ArrowRight" }, screen.getByLabelText("Monthly amount"));
    expect(reachedRoot).toHaveBeenCalledTimes(8);
    // Once the field is gone, its slider's keys are no longer stopped.
    const detached = slider;
    unmount();
    container.appendChild(detached);
    press({ key: "ArrowRight" }, detached);
    expect(reachedRoot).toHaveBeenCalledTimes(10);
    document.removeEventListener("keydown", reachedDocument, { capture: true });
  });

  it("keeps a press and a drag on its slider from React's root listeners, and a click and other targets' events not", () => {
    const { container, unmount } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={() => {}} onStep={() => true} />);
    const types = ["pointerover", "pointerdown", "gotpointercapture", "pointermove", "mousemove", "pointerup", "mouseout", "touchstart", "touchmove", "touchend", "click"];
    const reachedRoot = vi.fn();
    for (const type of types) {
      container.addEventListener(type, reachedRoot, { capture: true });
      container.addEventListener(type, reachedRoot);
    }
    const reachedDocument = vi.fn();
    document.addEventListener("pointerdown", reachedDocument, { capture: true });
    const slider = screen.getByRole("slider");
    const fire = (type: string, target: Element) => target.dispatchEvent(new Event(type, { bubbles: true }));
    for (const type of types) fire(type, slider);
    // Only the click went on, in both phases; the document's capture listener saw the press.
    expect(reachedRoot).toHaveBeenCalledTimes(2);
    expect(reachedRoot.mock.calls.every(([event]) => (event as Event).type === "click")).toBe(true);
    expect(reachedDocument).toHaveBeenCalledTimes(1);
    // The same events on the typed input all reach React.
    reachedRoot.mockClear();
    for (const type of types) fire(type, screen.getByLabelText("Monthly amount"));
    expect(reachedRoot).toHaveBeenCalledTimes(2 * types.length);
    // Once the field is gone, its slider's events reach React again.
    const detached = slider;
    unmount();
    container.appendChild(detached);
    reachedRoot.mockClear();
    fire("pointermove", detached);
    expect(reachedRoot).toHaveBeenCalledTimes(2);
    document.removeEventListener("pointerdown", reachedDocument, { capture: true });
  });

  it("keeps a change event its input listener has handled from React's root listeners", () => {
    let inPlace = true;
    const onChange = vi.fn();
    const { container } = render(<NumberField field={amount} raw="5000" error={undefined} onChange={onChange} onStep={() => inPlace} />);
    const reachedRoot = vi.fn();
    container.addEventListener("change", reachedRoot, { capture: true });
    const slider = screen.getByRole("slider") as HTMLInputElement;
    const setValue = (value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slider, value);
    // A key's default action: the value moves, then input, then change.
    const browserSteps = (value: string) => {
      setValue(value);
      slider.dispatchEvent(new Event("input", { bubbles: true }));
      slider.dispatchEvent(new Event("change", { bubbles: true }));
    };
    browserSteps("7500");
    expect(reachedRoot).not.toHaveBeenCalled();
    // Declined, the step goes to React's onChange by its input; its change has nothing new.
    inPlace = false;
    browserSteps("8000");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith("amount", "8000");
    expect(reachedRoot).not.toHaveBeenCalled();
    // A change with a value no input event brought reaches React, and its onChange.
    setValue("9000");
    slider.dispatchEvent(new Event("change", { bubbles: true }));
    expect(reachedRoot).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith("amount", "9000");
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
