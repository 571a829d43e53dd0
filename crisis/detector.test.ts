// The detector on the test set (tests/fixtures/crisis-phrasings.ts), written before the
// patterns: every crisis phrasing must get the helpline; everyday idioms and money talk may
// raise a false alarm at most 5% of the time. Both figures are printed with each run.
import { describe, expect, it } from "vitest";
import { CRISIS_PHRASINGS, EVERYDAY_PHRASINGS, REPORTED_PHRASINGS } from "../tests/fixtures/crisis-phrasings";
import { checkForCrisis, compileTables, mentionsCrisis } from "./detector";
import { normaliseForMatching } from "./normalise";
import { CRISIS_PATTERN_TABLES } from "./patterns/index";
import { SITE_PROMPTS } from "../tests/server/site-prompts";

const MAX_FALSE_ALARM_RATE = 0.05;

describe("the crisis detector on the test set", () => {
  it("holds at least 300 phrasings, crisis and everyday, in every language it knows", () => {
    expect(CRISIS_PHRASINGS.length + EVERYDAY_PHRASINGS.length).toBeGreaterThanOrEqual(300);
    for (const table of CRISIS_PATTERN_TABLES) {
      expect(CRISIS_PHRASINGS.filter((p) => p.lang === table.language).length, table.language).toBeGreaterThanOrEqual(15);
      expect(EVERYDAY_PHRASINGS.filter((p) => p.lang === table.language).length, table.language).toBeGreaterThanOrEqual(8);
    }
  });

  it("gives the helpline for every crisis phrasing (100%)", () => {
    const missed = CRISIS_PHRASINGS.filter((p) => !mentionsCrisis(p.text)).map((p) => `${p.lang}: ${p.text}`);
    const caught = CRISIS_PHRASINGS.length - missed.length;
    console.info(`crisis detector: ${caught} of ${CRISIS_PHRASINGS.length} crisis phrasings caught`);
    expect(missed).toEqual([]);
  });

  it("raises a false alarm on at most 5% of everyday phrasings", () => {
    const alarms = EVERYDAY_PHRASINGS.filter((p) => mentionsCrisis(p.text)).map((p) => `${p.lang}: ${p.text}`);
    const rate = alarms.length / EVERYDAY_PHRASINGS.length;
    console.info(`crisis detector: ${alarms.length} false alarms of ${EVERYDAY_PHRASINGS.length} everyday phrasings (${(rate * 100).toFixed(1)}%): ${alarms.join(" | ")}`);
    expect(rate).toBeLessThanOrEqual(MAX_FALSE_ALARM_RATE);
  });

  it("catches the twelve reported phrasings, the nine once missed among them", () => {
    expect(REPORTED_PHRASINGS).toHaveLength(12);
    expect(REPORTED_PHRASINGS.filter((p) => !mentionsCrisis(p.text))).toEqual([]);
  });

  it("never raises the alarm on the fixed prompts the site's panels send", () => {
    expect(Object.values(SITE_PROMPTS).filter((prompt) => mentionsCrisis(prompt))).toEqual([]);
  });

  it("names the language whose patterns matched", () => {
    expect(checkForCrisis("I want to die").languages).toEqual(["en"]);
    expect(checkForCrisis("মরে যেতে চাই").languages).toEqual(["bn"]);
    expect(checkForCrisis("मला मरायचं आहे").languages).toContain("mr");
    expect(checkForCrisis("Get a suggestion").detected).toBe(false);
  });
});

describe("normalising a message for matching", () => {
  it("folds full-width letters, invisibles, nuqta, chandrabindu and curly apostrophes to one form", () => {
    expect(normaliseForMatching("Ｉ  don’t\u200B want")).toBe("i don't want");
    expect(normaliseForMatching("ज़हर")).toBe(normaliseForMatching("जहर"));
    expect(normaliseForMatching("ज\u093Cहर")).toBe(normaliseForMatching("जहर"));
    expect(normaliseForMatching("हूँ")).toBe(normaliseForMatching("हूं"));
    expect(normaliseForMatching("मैं")).toBe(normaliseForMatching("मै"));
    expect(normaliseForMatching("स्वत:ला")).toBe(normaliseForMatching("स्वतःला"));
    expect(normaliseForMatching("বাঁচতে")).toBe(normaliseForMatching("বাচতে"));
  });
});

describe("a pattern table is data", () => {
  it("a new language's table is matched once compiled, with no code of its own", () => {
    const tables = compileTables([{ language: "en", phrases: ["\\bdemo phrase\\b"] }]);
    expect(checkForCrisis("a Demo  phrase here", tables)).toEqual({ detected: true, languages: ["en"] });
    expect(checkForCrisis("nothing here", tables).detected).toBe(false);
  });
});
