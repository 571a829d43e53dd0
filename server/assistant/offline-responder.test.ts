import { describe, expect, it } from "vitest";
import { SITE_PROMPTS } from "../../tests/server/site-prompts";
import { BODY_IDEAS } from "./library/body";
import { MOOD_TIPS, REFRAMES } from "./library/mind";
import { GENERAL_TIPS, PURPOSE_NUDGES } from "./library/purpose";
import { respondOffline } from "./offline-responder";
import type { PurposeKind } from "./prompt-kind";

const first = () => 0;
const last = () => 0.999_999;
const sentences = (text: string) => text.split(/(?<=[.?!]['"]?)\s+(?=[A-Z'"])/).filter((part) => part.trim() !== "");

describe("the offline library", () => {
  const everyEntry = [
    ...Object.values(BODY_IDEAS).flatMap((ideas) => [...ideas.meals, ...ideas.activities]),
    ...Object.values(MOOD_TIPS).flat(),
    ...Object.values(REFRAMES).flat(),
    ...Object.values(PURPOSE_NUDGES).flat(),
    ...GENERAL_TIPS,
  ];

  it("has several different entries for every kind, so answers vary", () => {
    for (const list of [...Object.values(BODY_IDEAS).flatMap((ideas) => [ideas.meals, ideas.activities]), ...Object.values(MOOD_TIPS), ...Object.values(REFRAMES), ...Object.values(PURPOSE_NUDGES), GENERAL_TIPS]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("keeps every entry on one line, in full sentences", () => {
    for (const entry of everyEntry) {
      expect(entry).not.toContain("\n");
      expect(entry).toMatch(/[.?!)]['"]?$/);
    }
  });

  it("starts every purpose nudge with a label that says what it is", () => {
    const labels: [PurposeKind, RegExp][] = [
      ["reflection", /^Reflection prompt: /],
      ["mindfulness", /^Mindfulness exercise \(\d+ minutes?\)[:,] /],
      ["learning", /^Learning topic: /],
      ["family", /^Family connection idea: /],
      ["community", /^Community action idea: /],
      ["relationship", /^Relationship nudge: /],
      ["hobby", /^Hobby to try: /],
      ["travel", /^Local travel idea: /],
      ["kindness", /^Act of kindness: /],
    ];
    for (const [kind, label] of labels) for (const nudge of PURPOSE_NUDGES[kind]) expect(nudge).toMatch(label);
  });

  it("keeps every reframe to 2-4 sentences (spec 2 §7)", () => {
    for (const reframe of Object.values(REFRAMES).flat()) {
      expect(sentences(reframe).length).toBeGreaterThanOrEqual(2);
      expect(sentences(reframe).length).toBeLessThanOrEqual(4);
    }
  });
});

describe("respondOffline", () => {
  it("varies the answer with the random source", () => {
    expect(respondOffline(SITE_PROMPTS.hobby, first)).toBe(PURPOSE_NUDGES.hobby[0]);
    expect(respondOffline(SITE_PROMPTS.hobby, last)).toBe(PURPOSE_NUDGES.hobby[PURPOSE_NUDGES.hobby.length - 1]);
  });

  it("chooses the physical ideas by the visitor's words, not the coach instruction", () => {
    const prompt = "You are a friendly Indian fitness and nutrition coach; keep stress low. One-line meal idea, one-line 10-minute activity.\nHow I feel: bloated after a heavy lunch";
    expect(respondOffline(prompt, first)).toBe(`Meal idea: ${BODY_IDEAS.heavy.meals[0]}\n10-minute activity: ${BODY_IDEAS.heavy.activities[0]}`);
  });

  it("answers the low-energy visitor from the tired ideas", () => {
    expect(respondOffline(SITE_PROMPTS.physical, first)).toBe(`Meal idea: ${BODY_IDEAS.tired.meals[0]}\n10-minute activity: ${BODY_IDEAS.tired.activities[0]}`);
  });

  it("matches the mental tip and the reframe to what the visitor wrote", () => {
    expect(respondOffline(SITE_PROMPTS.mental, first)).toBe(MOOD_TIPS.anxious[0]);
    expect(respondOffline(`${SITE_PROMPTS.mental.split("How I feel:")[0]}How I feel: so lonely since I moved cities`, first)).toBe(MOOD_TIPS.lonely[0]);
    expect(respondOffline(SITE_PROMPTS.reframe, first)).toBe(REFRAMES.catastrophe[0]);
    expect(respondOffline("Offer a kinder reframe of this thought in 2-4 sentences. Thought: I'm useless at my job", first)).toBe(REFRAMES["self-criticism"][0]);
  });

  it("explains the medical fund and asks for the amount when none is given", () => {
    const text = respondOffline("You are a financial planner. Suggest a 3-6 month fund and plans for 12 and 24 months. Note: my expenses are unpredictable", first);
    expect(text).toContain("3 to 6 months");
    expect(text).toContain("(e.g., ₹30,000)");
  });

  it("plans the fund from the detected amount in Indian digit grouping", () => {
    const text = respondOffline("You are a financial planner. Note: monthly essentials ₹1,25,000. Plan for 12 and 24 months.", first);
    expect(text).toContain("Monthly essentials: ₹1,25,000.");
    expect(text).toContain("₹3,75,000 (3 months) to ₹7,50,000 (6 months)");
    expect(text).toContain("12-month plan: save ₹31,250 a month to reach ₹3,75,000.");
    expect(text).toContain("24-month plan: save ₹31,250 a month to reach ₹7,50,000.");
  });

  it("gives a general tip to a prompt no panel sends", () => {
    expect(GENERAL_TIPS).toContain(respondOffline("hello there", first));
  });
});
