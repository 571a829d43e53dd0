// @vitest-environment jsdom
// Tele-MANAS on every AI panel, always, in the page's language, its numbers tel: links; the
// panels' own instructions never raise the crisis check; and a crisis typed into a panel makes
// the line urgent at once, before and without any answer from the server (here: offline).
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mentionsCrisis } from "../../../crisis/detector";
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../crisis/helpline";
import { setBrowserOffline } from "../../../tests/fixtures/offline";
import { plannerMessages } from "../health/messages/planner";
import { MedicalFundPlanner, plannerPrompt } from "../health/medical-fund-planner";
import { ThoughtReframer, reframePrompt } from "../health/thought-reframer";
import { MENTAL_COACH_INSTRUCTION, PHYSICAL_COACH_INSTRUCTION, WellnessAssistant } from "../health/wellness-assistant";
import { purposeMessages } from "../purpose/messages/purpose-topics";
import { PurposeNudges } from "../purpose/purpose-nudges";
import { aiMessages } from "./messages/ai";

const LINES = {
  en: "Need to talk to someone? Tele-MANAS is free, 24x7 and speaks many Indian languages: call 14416 or 1-800-891-4416.",
  hi: "किसी से बात करनी है? Tele-MANAS मुफ्त है, 24x7 खुली है और कई भारतीय भाषाओं में बात करती है: 14416 या 1-800-891-4416 पर कॉल करें।",
  mr: "कोणाशी तरी बोलायचे आहे? Tele-MANAS ही मोफत, 24x7 चालणारी सेवा आहे आणि अनेक भारतीय भाषांत, मराठीतही, बोलते: 14416 किंवा 1-800-891-4416 वर फोन करा.",
  bn: "কারও সঙ্গে কথা বলতে চান? Tele-MANAS বিনামূল্যে, 24x7 খোলা, আর বহু ভারতীয় ভাষায় কথা বলে: 14416 বা 1-800-891-4416 নম্বরে ফোন করুন।",
} as const;
const PAGE = { en: "/health/mental", hi: "/hi/health/mental", mr: "/mr/health/mental", bn: "/bn/health/mental" } as const;
/** A crisis typed into a panel, in each page's language. */
const CRISIS_WORDS = { en: "I'm going to hang myself tonight", hi: "मैं फांसी लगा लूंगा", mr: "मी गळफास लावून घेणार", bn: "আজ রাতে গলায় দড়ি দেব" } as const;
type PageLocale = keyof typeof PAGE;

const PANELS: readonly (readonly [string, () => ReactNode])[] = [
  ["the wellness assistant", () => <WellnessAssistant heading="Assistant" intro="Intro" label="How do you feel?" example="e.g." instruction={MENTAL_COACH_INSTRUCTION} />],
  ["the thought reframer", () => <ThoughtReframer />],
  ["the medical fund planner", () => <MedicalFundPlanner />],
  ["the purpose nudges", () => <PurposeNudges heading="Nudges" nudges={[{ label: "Nudge me", prompt: "Give me a reflection prompt." }]} placeholder="Your nudge" />],
];

beforeAll(async () => {
  await Promise.all([aiMessages, plannerMessages, purposeMessages].flatMap((bundle) => [bundle.load("hi"), bundle.load("mr"), bundle.load("bn")]));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderOn(locale: PageLocale, panel: () => ReactNode) {
  render(<MemoryRouter initialEntries={[PAGE[locale]]}>{panel()}</MemoryRouter>);
  return screen.getByTestId("ai-helpline");
}

describe.each(["en", "hi", "mr", "bn"] as const)("on a page in %s", (locale) => {
  it.each(PANELS)("%s shows the Tele-MANAS line before anything is asked, its numbers links that call", (_name, panel) => {
    const line = renderOn(locale, panel);
    expect(line.textContent).toBe(LINES[locale]);
    expect(line.className).toBe("ai-helpline");
    expect(within(line).getByRole("link", { name: TELE_MANAS.shortNumber }).getAttribute("href")).toBe("tel:14416");
    expect(within(line).getByRole("link", { name: TELE_MANAS.tollFreeNumber }).getAttribute("href")).toBe("tel:18008914416");
  });

  it("turns the wellness assistant's line urgent, with the emergency number, when a crisis is typed while offline", () => {
    const line = renderOn(locale, PANELS[0][1]);
    act(() => setBrowserOffline(true));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: CRISIS_WORDS[locale] } });
    fireEvent.click(screen.getByRole("button"));
    expect(line.className).toBe("ai-helpline urgent");
    expect(line.textContent).toContain(TELE_MANAS.tollFreeNumber);
    expect(within(line).getByRole("link", { name: EMERGENCY_NUMBER }).getAttribute("href")).toBe("tel:112");
    expect(line.closest("[role=status]")).not.toBeNull();
  });
});

it("keeps the line calm for an everyday idiom typed into the reframer", () => {
  const line = renderOn("en", PANELS[1][1]);
  act(() => setBrowserOffline(true));
  fireEvent.change(screen.getByRole("textbox"), { target: { value: "This EMI is killing me" } });
  fireEvent.click(screen.getByRole("button"));
  expect(line.className).toBe("ai-helpline");
});

it("sends panel instructions that never raise the crisis check themselves", () => {
  const neutral = "Feeling very low on energy today";
  for (const prompt of [`${MENTAL_COACH_INSTRUCTION}\n\nHow I feel: ${neutral}`, `${PHYSICAL_COACH_INSTRUCTION}\n\nHow I feel: ${neutral}`, reframePrompt(neutral), plannerPrompt(neutral, 30_000)]) {
    expect(mentionsCrisis(prompt), prompt).toBe(false);
  }
});
