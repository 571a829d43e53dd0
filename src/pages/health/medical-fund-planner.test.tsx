// @vitest-environment jsdom
// The AI Medical Fund Planner against a local fake API (spec 2 §2, §4, §5, §7-§9), including
// the local estimate it falls back on.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTimeouts, withFakeApi } from "../../../tests/fixtures/fake-api-env";
import { setBrowserOffline } from "../../../tests/fixtures/offline";
import { ASSISTANT_OFFLINE_MESSAGE } from "../../lib/use-assistant";
import { MedicalFundPlanner } from "./medical-fund-planner";
import { PLANNER_OFFLINE_ESTIMATE_MESSAGE, PLANNER_OFFLINE_NOTICE } from "./messages/planner.en";

const fake = withFakeApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ESTIMATE_30K = [
  "Local estimate for monthly essentials of ₹30,000:",
  "• Medical emergency fund: ₹90,000 (3 months) to ₹1,80,000 (6 months).",
  "• 12-month plan: save ₹7,500 a month to reach ₹90,000.",
  "• 24-month plan: save ₹7,500 a month to reach ₹1,80,000.",
].join("\n");

function renderPlanner() {
  render(<MedicalFundPlanner />);
  const input = screen.getByLabelText("Your monthly essential expenses");
  return {
    input,
    plan(text: string) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(screen.getByRole("button", { name: "Calculate My Safety Net" }));
    },
    alert: () => screen.getByRole("alert").textContent,
    output: () => screen.getByTestId("ai-output").textContent,
  };
}

describe("the medical fund planner", () => {
  it("asks for a note, and for one under 800 characters", () => {
    const panel = renderPlanner();
    expect(panel.output()).toBe("Your plan will appear here.");
    panel.plan("   ");
    const message = screen.getByText("Please enter a short note about your monthly essential expenses (e.g., 'My monthly essentials ~ ₹30,000').");
    expect(panel.input.getAttribute("aria-describedby")).toContain(message.id);
    panel.plan("₹30,000 ".repeat(101));
    screen.getByText("Please keep your input under 800 characters.");
    expect(fake.api.requests).toHaveLength(0);
  });

  it("reads 'Calculating...' while busy, sends the note with the amount found, and shows the plan", async () => {
    const panel = renderPlanner();
    const held = fake.api.holdNext();
    panel.plan("My monthly essentials ~ ₹30,000");
    await held.arrived;
    expect(screen.getByRole("button", { name: "Calculating..." })).toHaveProperty("disabled", true);
    screen.getByRole("button", { name: "Cancel" });
    const prompt = (fake.api.requests[0].body as { prompt: string }).prompt;
    expect(prompt).toContain("financial planner");
    expect(prompt).toContain("Note: My monthly essentials ~ ₹30,000");
    expect(prompt).toContain("Detected monthly essentials: ₹30,000.");
    expect(prompt).toContain("3-6 months");
    expect(prompt).toContain("12 months and in 24 months");
    held.release({ status: 200, json: { response: "Keep ₹90,000-₹1,80,000 aside." } });
    await screen.findByText("Keep ₹90,000-₹1,80,000 aside.");
  });

  it("shows the local estimate when the AI fails and an amount was found", async () => {
    const panel = renderPlanner();
    fake.api.answerNext({ status: 500, json: { error: "Model unavailable" } });
    panel.plan("My monthly essentials ~ ₹30,000");
    await screen.findByText("AI failed — showing a local estimate. You can retry.");
    expect(panel.output()).toBe(ESTIMATE_30K);
  });

  it("shows the failure's message when the AI fails and no amount was found", async () => {
    const panel = renderPlanner();
    fake.api.answerNext({ status: 502, text: "Bad gateway" });
    panel.plan("Rent, school fees and groceries");
    await screen.findByText("Server returned 502: Bad gateway");
    expect(panel.output()).toBe("Your plan will appear here.");
  });

  it("falls back to the estimate on an empty reply with an amount, and asks for one without", async () => {
    const panel = renderPlanner();
    fake.api.answerNext({ status: 200, json: { text: "" } });
    panel.plan("₹30,000 a month");
    await vi.waitFor(() => expect(panel.output()).toBe(ESTIMATE_30K));
    expect(panel.alert()).toBe("");
    fake.api.answerNext({ status: 200, json: { text: "" } });
    panel.plan("Rent, school fees and groceries");
    await screen.findByText("AI returned empty response. Try providing your monthly essential amount (e.g., ₹30,000).");
    expect(panel.output()).toBe("Your plan will appear here.");
  });

  it("gives up after 35 seconds and shows the estimate", async () => {
    fakeTimeouts();
    const panel = renderPlanner();
    const held = fake.api.holdNext();
    panel.plan("₹30,000");
    await held.arrived;
    act(() => vi.advanceTimersByTime(34_999));
    screen.getByRole("button", { name: "Calculating..." });
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await screen.findByText("AI failed — showing a local estimate. You can retry.");
    expect(panel.output()).toBe(ESTIMATE_30K);
  });

  it("stops on Cancel with 'Request cancelled.' and no estimate", async () => {
    const panel = renderPlanner();
    const held = fake.api.holdNext();
    panel.plan("₹30,000");
    await held.arrived;
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByText("Request cancelled.");
    expect(panel.output()).toBe("Your plan will appear here.");
  });

  it("offline: still shows the local estimate, says the AI needs a connection, and sends nothing", () => {
    const panel = renderPlanner();
    act(() => setBrowserOffline(true));
    screen.getByText(PLANNER_OFFLINE_NOTICE);
    panel.plan("My monthly essentials ~ ₹30,000");
    expect(panel.output()).toBe(ESTIMATE_30K);
    expect(panel.alert()).toBe(PLANNER_OFFLINE_ESTIMATE_MESSAGE);
    expect((panel.input as HTMLInputElement).value).toBe("My monthly essentials ~ ₹30,000");
    // Back online the 'you are offline' line goes; the estimate stays until the next request.
    act(() => setBrowserOffline(false));
    expect(panel.alert()).toBe("");
    expect(panel.output()).toBe(ESTIMATE_30K);
    act(() => setBrowserOffline(true));
    panel.plan("Rent and groceries");
    expect(panel.output()).toBe("Your plan will appear here.");
    expect(panel.alert()).toBe(ASSISTANT_OFFLINE_MESSAGE);
    expect(fake.api.requests).toHaveLength(0);
  });
});
