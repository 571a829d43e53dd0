// @vitest-environment jsdom
// The three purpose pages (spec 2 §2, §4, §7-§9): cards, buttons, prompts and placeholders,
// and the nudge panel's states against a local fake API.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTimeouts, withFakeApi } from "../../../tests/fixtures/fake-api-env";
import { setBrowserOffline } from "../../../tests/fixtures/offline";
import { ASSISTANT_OFFLINE_MESSAGE } from "../../lib/use-assistant";
import { ExploratoryPurposePage } from "./exploratory-purpose-page";
import { InnerPurposePage } from "./inner-purpose-page";
import { messages as purposeEnglish } from "./messages/purpose-topics.en";

const PURPOSE_OFFLINE_NOTICE = purposeEnglish.panel.offline;
import { SharedPurposePage } from "./shared-purpose-page";

const fake = withFakeApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGES = [
  {
    Page: InnerPurposePage,
    title: "Inner Purpose",
    cards: ["Self-Reflection", "Spirituality", "Continuous Learning"],
    buttons: [
      ["Get a Reflection Prompt", "Give me a reflection prompt."],
      ["Get a Mindfulness Exercise", "Suggest a short mindfulness exercise."],
      ["Suggest a Learning Topic", "Suggest a learning topic."],
    ],
    placeholder: "Your nudge will appear here.",
  },
  {
    Page: SharedPurposePage,
    title: "Shared Purpose",
    cards: ["Family", "Community", "Relationships"],
    buttons: [
      ["Get a Family Connection Idea", "Give me a family connection idea."],
      ["Get a Community Action Idea", "Give me a community action idea."],
      ["Get a Relationship Nudge", "Give me a friendship/relationship nudge."],
    ],
    placeholder: "Your connection nudge will appear here.",
  },
  {
    Page: ExploratoryPurposePage,
    title: "Exploratory Purpose",
    cards: ["New Experiences & Hobbies", "Travel & Nature", "Volunteering & Giving Back"],
    buttons: [
      ["Suggest a New Hobby", "Suggest a new hobby for me to try."],
      ["Give a Local Travel Idea", "Give a local travel idea to explore nearby."],
      ["Suggest an Act of Kindness", "Suggest a small act of kindness I can do today."],
    ],
    placeholder: "Your exploration nudge will appear here.",
  },
] as const;

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(PAGES)("the $title page", ({ Page, title, cards, buttons, placeholder }) => {
  it("shows its three cards, three buttons and placeholder", () => {
    renderPage(Page);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    for (const card of cards) screen.getByRole("heading", { level: 3, name: card });
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(buttons.map(([label]) => label));
    expect(screen.getByTestId("ai-output").textContent).toBe(placeholder);
  });

  it("sends each button's own prompt, disabling only the pressed button while it loads", async () => {
    renderPage(Page);
    for (const [label, prompt] of buttons) {
      const held = fake.api.holdNext();
      fireEvent.click(screen.getByRole("button", { name: label }));
      await held.arrived;
      const pressed = screen.getByRole("button", { name: "Loading..." });
      expect(pressed).toHaveProperty("disabled", true);
      const others = screen.getAllByRole("button").filter((button) => button !== pressed);
      expect(others.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false]);
      expect(fake.api.requests.at(-1)?.body).toEqual({ prompt });
      held.release({ status: 200, json: { text: `Nudge for: ${prompt}` } });
      await screen.findByText(`Nudge for: ${prompt}`);
      expect(screen.getByRole("button", { name: label })).toHaveProperty("disabled", false);
    }
  });
});

describe("a purpose nudge", () => {
  it("offline: says a suggestion needs a connection, and a press sends nothing", () => {
    renderPage(ExploratoryPurposePage);
    expect(screen.queryByText(PURPOSE_OFFLINE_NOTICE)).toBeNull();
    act(() => setBrowserOffline(true));
    screen.getByText(PURPOSE_OFFLINE_NOTICE);
    fireEvent.click(screen.getByRole("button", { name: "Suggest a New Hobby" }));
    expect(screen.getByRole("alert").textContent).toBe(ASSISTANT_OFFLINE_MESSAGE);
    expect(screen.getByRole("button", { name: "Suggest a New Hobby" })).toHaveProperty("disabled", false);
    expect(fake.api.requests).toHaveLength(0);
  });

  it("clears loading and shows the message when the request fails", async () => {
    renderPage(InnerPurposePage);
    fake.api.answerNext({ status: 503, json: { error: "Busy" } });
    fireEvent.click(screen.getByRole("button", { name: "Get a Reflection Prompt" }));
    await screen.findByText('Server returned 503: {"error":"Busy"}');
    expect(screen.queryByRole("button", { name: "Loading..." })).toBeNull();
  });

  it("says it failed when the reply is empty", async () => {
    renderPage(SharedPurposePage);
    fake.api.answerNext({ status: 200, json: { message: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Get a Relationship Nudge" }));
    await screen.findByText("Failed to get suggestion. Try again.");
  });

  it("gives up after 30 seconds", async () => {
    fakeTimeouts();
    renderPage(ExploratoryPurposePage);
    const held = fake.api.holdNext();
    fireEvent.click(screen.getByRole("button", { name: "Suggest a New Hobby" }));
    await held.arrived;
    act(() => vi.advanceTimersByTime(29_999));
    screen.getByRole("button", { name: "Loading..." });
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await screen.findByText("Request cancelled or timed out.");
    expect(screen.queryByRole("button", { name: "Loading..." })).toBeNull();
  });

  it("replaces a request still loading when another button is pressed", async () => {
    renderPage(ExploratoryPurposePage);
    const first = fake.api.holdNext();
    fireEvent.click(screen.getByRole("button", { name: "Suggest a New Hobby" }));
    await first.arrived;
    const second = fake.api.holdNext();
    fireEvent.click(screen.getByRole("button", { name: "Give a Local Travel Idea" }));
    await second.arrived;
    const panel = screen.getByTestId("ai-output").parentElement as HTMLElement;
    expect(within(panel).getByRole("button", { name: "Loading..." })).toBeDefined();
    within(panel).getByRole("button", { name: "Suggest a New Hobby" });
    second.release({ status: 200, json: { text: "Walk the old town at sunrise." } });
    await screen.findByText("Walk the old town at sunrise.");
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});
