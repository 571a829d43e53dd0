// @vitest-environment jsdom
// The protection quiz (spec 2 §2, §4): the checklist appears on submit and hides on any change.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProtectionQuiz } from "./protection-quiz";

afterEach(cleanup);

const checklist = () => screen.queryByRole("heading", { name: "Your protection checklist" });
const items = () => screen.getAllByRole("listitem").map((item) => item.textContent ?? "");

describe("the protection quiz", () => {
  it("has three checkboxes, dependents, healthCover and vehicle, and no checklist before submit", () => {
    render(<ProtectionQuiz />);
    expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("name"))).toEqual(["dependents", "healthCover", "vehicle"]);
    expect(checklist()).toBeNull();
  });

  it("shows a checklist that follows the answers on submit", () => {
    render(<ProtectionQuiz />);
    fireEvent.click(screen.getByRole("button", { name: "Show my checklist" }));
    expect(checklist()).not.toBeNull();
    expect(items().some((item) => item.includes("base cover of ₹5-10 lakh"))).toBe(true);
    expect(items().some((item) => item.includes("3-6 months of expenses"))).toBe(true);
    expect(items().some((item) => item.includes("You may not need life cover yet"))).toBe(true);

    fireEvent.click(screen.getByLabelText(/depends on my income/));
    expect(checklist()).toBeNull();
    fireEvent.click(screen.getByLabelText(/own a car, scooter or motorcycle/));
    fireEvent.click(screen.getByRole("button", { name: "Show my checklist" }));
    expect(items().some((item) => item.includes("10-15 times your yearly income"))).toBe(true);
    expect(items().some((item) => item.includes("third-party cover is compulsory by law"))).toBe(true);
  });

  it("hides the checklist again when any checkbox changes after submit", () => {
    render(<ProtectionQuiz />);
    for (const name of [/depends on my income/, /health insurance of my own/, /own a car/]) {
      fireEvent.click(screen.getByRole("button", { name: "Show my checklist" }));
      expect(checklist()).not.toBeNull();
      fireEvent.click(screen.getByLabelText(name));
      expect(checklist()).toBeNull();
    }
  });
});
