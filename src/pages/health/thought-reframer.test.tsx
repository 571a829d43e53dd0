// @vitest-environment jsdom
// The thought reframer against a local fake API (spec 2 §2, §4, §5, §7-§9).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTimeouts, withFakeApi } from "../../../tests/fixtures/fake-api-env";
import { ThoughtReframer } from "./thought-reframer";

const fake = withFakeApi();
afterEach(cleanup);

function renderReframer() {
  render(<ThoughtReframer />);
  const input = screen.getByLabelText("Your thought");
  return {
    input,
    reframe(text: string) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(screen.getByRole("button", { name: "Reframe My Thought" }));
    },
    alert: () => screen.getByRole("alert").textContent,
    output: () => screen.getByTestId("ai-output").textContent,
  };
}

describe("the thought reframer", () => {
  it("starts with its placeholder and asks for a thought under 500 characters", () => {
    const panel = renderReframer();
    expect(panel.output()).toBe("Your reframe will appear here.");
    fireEvent.click(screen.getByRole("button", { name: "Reframe My Thought" }));
    const message = screen.getByText("Please enter a stressful thought first.");
    expect(panel.input.getAttribute("aria-describedby")).toContain(message.id);
    panel.reframe("x".repeat(501));
    screen.getByText("Please keep it under 500 characters.");
    expect(fake.api.requests).toHaveLength(0);
  });

  it("reads 'Reframing...' with a spinner and offers Cancel while busy, then shows the reframe", async () => {
    const panel = renderReframer();
    const held = fake.api.holdNext();
    panel.reframe("I will never be good enough at my job.");
    await held.arrived;
    const busy = screen.getByRole("button", { name: "Reframing..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(busy.querySelector(".spinner")).not.toBeNull();
    screen.getByRole("button", { name: "Cancel" });
    const prompt = (fake.api.requests[0].body as { prompt: string }).prompt;
    expect(prompt).toContain("wellness coach");
    expect(prompt).toContain("2-4 sentences");
    expect(prompt).toContain('Thought: "I will never be good enough at my job."');
    held.release({ status: 200, json: { result: "You are still learning, and learning takes time." } });
    await screen.findByText("You are still learning, and learning takes time.");
    expect(panel.alert()).toBe("");
  });

  it("says it could not reframe when the reply is empty", async () => {
    const panel = renderReframer();
    fake.api.answerNext({ status: 200, json: { text: "" } });
    panel.reframe("Nothing works out for me.");
    await screen.findByText("Could not reframe thought. Please try again.");
    expect(panel.output()).toBe("Your reframe will appear here.");
  });

  it("shows a non-OK answer as 'Server returned {status}: {body text}'", async () => {
    const panel = renderReframer();
    fake.api.answerNext({ status: 429, text: "Too many requests" });
    panel.reframe("Nothing works out for me.");
    await screen.findByText("Server returned 429: Too many requests");
  });

  it("gives up after 25 seconds", async () => {
    fakeTimeouts();
    const panel = renderReframer();
    const held = fake.api.holdNext();
    panel.reframe("Nothing works out for me.");
    await held.arrived;
    act(() => vi.advanceTimersByTime(24_999));
    screen.getByRole("button", { name: "Reframing..." });
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await screen.findByText("Request cancelled or timed out.");
  });

  it("stops on Cancel with 'Request cancelled.'", async () => {
    const panel = renderReframer();
    const held = fake.api.holdNext();
    panel.reframe("Nothing works out for me.");
    await held.arrived;
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByText("Request cancelled.");
    expect(screen.getByRole("button", { name: "Reframe My Thought" })).toHaveProperty("disabled", false);
  });
});
