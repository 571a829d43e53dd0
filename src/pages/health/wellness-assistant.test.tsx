// @vitest-environment jsdom
// The wellness assistant box against a local fake API (spec 2 §4, §5, §7-§9).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTimeouts, withFakeApi } from "../../../tests/fixtures/fake-api-env";
import { setBrowserOffline } from "../../../tests/fixtures/offline";
import { ASSISTANT_OFFLINE_MESSAGE } from "../../lib/use-assistant";
import { TYPED_OFFLINE_NOTICE } from "../ai/messages/ai.en";
import { PHYSICAL_COACH_INSTRUCTION, WellnessAssistant } from "./wellness-assistant";

const fake = withFakeApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAssistant() {
  render(
    <WellnessAssistant
      heading="Ask the wellness assistant"
      intro="Tell the assistant how you feel."
      label="How are you feeling today?"
      example="e.g., Feeling very low on energy today"
      instruction={PHYSICAL_COACH_INSTRUCTION}
    />,
  );
  const input = screen.getByLabelText("How are you feeling today?");
  return {
    input,
    ask(text: string) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(screen.getByRole("button", { name: "Get a suggestion" }));
    },
    alert: () => screen.getByRole("alert").textContent,
    output: () => screen.getByTestId("ai-output").textContent,
  };
}

describe("the wellness assistant", () => {
  it("asks for a description first, and for one under 600 characters", async () => {
    const panel = renderAssistant();
    fireEvent.click(screen.getByRole("button", { name: "Get a suggestion" }));
    const message = screen.getByText("Please briefly describe how you're feeling (e.g., 'Feeling very low on energy today').");
    expect(panel.input.getAttribute("aria-describedby")).toContain(message.id);
    panel.ask("x".repeat(601));
    screen.getByText("Please keep your input under 600 characters.");
    expect(fake.api.requests).toHaveLength(0);
    fake.api.answerNext({ status: 200, json: { text: "Rest a little." } });
    panel.ask("x".repeat(600));
    expect(screen.queryByText("Please keep your input under 600 characters.")).toBeNull();
    await screen.findByText("Rest a little.");
  });

  it("shows 'Thinking...' and Cancel while waiting, then the reply as plain text", async () => {
    const panel = renderAssistant();
    const held = fake.api.holdNext();
    panel.ask("  Feeling very low on energy today ");
    await held.arrived;
    const busy = screen.getByRole("button", { name: "Thinking..." });
    expect(busy).toHaveProperty("disabled", true);
    screen.getByRole("button", { name: "Cancel" });
    expect(panel.output()).toBe("Your suggestion will appear here.");
    held.release({ status: 200, json: { text: "Meal: poha with peanuts. <b>Move</b>: a 10-minute brisk walk." } });
    await screen.findByText("Meal: poha with peanuts. <b>Move</b>: a 10-minute brisk walk.");
    expect(screen.getByTestId("ai-output").querySelector("b")).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(fake.api.requests[0].body).toEqual({ prompt: `${PHYSICAL_COACH_INSTRUCTION}\n\nHow I feel: Feeling very low on energy today` });
    expect(fake.api.requests[0].path).toBe("/wellness-assistant");
  });

  it("says so when the reply is empty", async () => {
    const panel = renderAssistant();
    fake.api.answerNext({ status: 200, json: { text: "   " } });
    panel.ask("Tired");
    await screen.findByText("No suggestion returned. Try again or try a different message.");
    expect(panel.output()).toBe("Your suggestion will appear here.");
  });

  it("shows the server's status and body when it fails, and clears it on the next request", async () => {
    const panel = renderAssistant();
    fake.api.answerNext({ status: 500, json: { error: "Model unavailable" } });
    panel.ask("Tired");
    await screen.findByText('Server returned 500: {"error":"Model unavailable"}');
    const held = fake.api.holdNext();
    panel.ask("Still tired");
    await held.arrived;
    expect(panel.alert()).toBe("");
    held.release({ status: 200, json: { output: "Try a glass of water and a short stretch." } });
    await screen.findByText("Try a glass of water and a short stretch.");
    expect(panel.alert()).toBe("");
  });

  it("gives up after 30 seconds with 'Request cancelled or timed out.'", async () => {
    fakeTimeouts();
    const panel = renderAssistant();
    const held = fake.api.holdNext();
    panel.ask("Tired");
    await held.arrived;
    act(() => vi.advanceTimersByTime(29_999));
    screen.getByRole("button", { name: "Thinking..." });
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await screen.findByText("Request cancelled or timed out.");
    expect(screen.getByRole("button", { name: "Get a suggestion" })).toHaveProperty("disabled", false);
  });

  it("stops on Cancel with 'Request cancelled.'", async () => {
    const panel = renderAssistant();
    const held = fake.api.holdNext();
    panel.ask("Tired");
    await held.arrived;
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByText("Request cancelled.");
    expect(panel.output()).toBe("Your suggestion will appear here.");
  });

  it("reports a dropped connection with the browser's own message", async () => {
    const panel = renderAssistant();
    fake.api.answerNext({ drop: true });
    panel.ask("Tired");
    await screen.findByRole("button", { name: "Get a suggestion" });
    await vi.waitFor(() => expect(panel.alert()).not.toBe(""));
    expect(panel.alert()).not.toBe("Request cancelled or timed out.");
  });

  it("offline: says so beside the button, sends nothing and keeps the words; back online it asks as usual", async () => {
    const panel = renderAssistant();
    act(() => setBrowserOffline(true));
    screen.getByText(TYPED_OFFLINE_NOTICE);
    panel.ask("Tired after a long day");
    expect(panel.alert()).toBe(ASSISTANT_OFFLINE_MESSAGE);
    expect((panel.input as HTMLTextAreaElement).value).toBe("Tired after a long day");
    expect(fake.api.requests).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Get a suggestion" })).toHaveProperty("disabled", false);

    act(() => setBrowserOffline(false));
    expect(screen.queryByText(TYPED_OFFLINE_NOTICE)).toBeNull();
    expect(panel.alert()).toBe("");
    fake.api.answerNext({ status: 200, json: { text: "A short walk, then dal and rice." } });
    fireEvent.click(screen.getByRole("button", { name: "Get a suggestion" }));
    await screen.findByText("A short walk, then dal and rice.");
    expect(fake.api.requests).toHaveLength(1);
  });

  it("says it is offline, not the network error, when the connection goes while it waits", async () => {
    const panel = renderAssistant();
    const held = fake.api.holdNext();
    panel.ask("Stressed");
    await held.arrived;
    act(() => setBrowserOffline(true));
    held.release({ drop: true });
    await vi.waitFor(() => expect(panel.alert()).toBe(ASSISTANT_OFFLINE_MESSAGE));
    expect((panel.input as HTMLTextAreaElement).value).toBe("Stressed");
  });
});
