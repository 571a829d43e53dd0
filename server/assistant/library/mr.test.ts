// The offline responder's Marathi library: its entries are whole Marathi sentences, and a prompt
// from a Marathi page gets the answer its Marathi (or English) words ask for.
import { describe, expect, it } from "vitest";
import { SITE_PROMPTS } from "../../../tests/server/site-prompts";
import { respondOffline } from "../offline-responder";
import { detectPromptKind } from "../prompt-kind";
import { MARATHI_LIBRARY, MR_BODY_IDEAS, MR_GENERAL_TIPS, MR_MOOD_TIPS, MR_PURPOSE_NUDGES, MR_REFRAMES } from "./mr";

const first = () => 0;
const marathi = (prompt: string) => respondOffline(prompt, first, detectPromptKind(prompt), "mr");
const physical = (feeling: string) => `${SITE_PROMPTS.physical.split("How I feel:")[0]}How I feel: ${feeling}`;
const mental = (feeling: string) => `${SITE_PROMPTS.mental.split("How I feel:")[0]}How I feel: ${feeling}`;
const reframe = (thought: string) => `${SITE_PROMPTS.reframe.split("Thought:")[0]}Thought: ${thought}`;
/** Sentences of Marathi prose: Marathi ends them with '.', '?' or '!' as English does. */
const sentences = (text: string) => text.split(/(?<=[.?!]['"]?)\s+/).filter((part) => part.trim() !== "");

describe("the Marathi offline library", () => {
  const everyEntry = [
    ...Object.values(MR_BODY_IDEAS).flatMap((ideas) => [...ideas.meals, ...ideas.activities]),
    ...Object.values(MR_MOOD_TIPS).flat(),
    ...Object.values(MR_REFRAMES).flat(),
    ...Object.values(MR_PURPOSE_NUDGES).flat(),
    ...MR_GENERAL_TIPS,
  ];

  it("writes every entry in Devanagari on one line, in full sentences, with no English words", () => {
    for (const entry of everyEntry) {
      expect(entry).toMatch(/[\u0900-\u097F]/);
      expect(entry).not.toContain("\n");
      expect(entry).toMatch(/[.?!)]['"]?$/);
      // Tele-MANAS is the helpline's name; the rest is Marathi.
      expect(entry.replace("Tele-MANAS", "").match(/[A-Za-z]{4,}/g) ?? [], entry).toEqual([]);
    }
  });

  it("has at least two different entries for every kind", () => {
    const lists = [
      ...Object.values(MR_BODY_IDEAS).flatMap((ideas) => [ideas.meals, ideas.activities]),
      ...Object.values(MR_MOOD_TIPS),
      ...Object.values(MR_REFRAMES),
      ...Object.values(MR_PURPOSE_NUDGES),
      MR_GENERAL_TIPS,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("keeps every reframe to 2-4 sentences", () => {
    for (const text of Object.values(MR_REFRAMES).flat()) {
      expect(sentences(text).length, text).toBeGreaterThanOrEqual(2);
      expect(sentences(text).length, text).toBeLessThanOrEqual(4);
    }
  });

  it("gives Tele-MANAS's number where a low mood may need more than a tip", () => {
    expect(MR_MOOD_TIPS.low.some((tip) => tip.includes("14416"))).toBe(true);
  });
});

describe("respondOffline for a Marathi page", () => {
  it("picks the physical ideas by Marathi feeling words, with Marathi line heads", () => {
    expect(marathi(physical("आज खूप थकवा जाणवतो आहे"))).toBe(`जेवणाची कल्पना: ${MR_BODY_IDEAS.tired.meals[0]}\n10 मिनिटांची हालचाल: ${MR_BODY_IDEAS.tired.activities[0]}`);
    expect(marathi(physical("जेवणानंतर पोट जड वाटते"))).toContain(MR_BODY_IDEAS.heavy.meals[0]);
    expect(marathi(physical("रात्री झोप लागत नाही"))).toContain(MR_BODY_IDEAS.sleepless.meals[0]);
    expect(marathi(physical("दिवसभर बसून कंबर दुखते"))).toContain(MR_BODY_IDEAS.stiff.meals[0]);
  });

  it("answers English words from a Marathi page in Marathi", () => {
    expect(marathi(SITE_PROMPTS.physical)).toContain(MR_BODY_IDEAS.tired.meals[0]);
    expect(marathi(SITE_PROMPTS.mental)).toBe(MR_MOOD_TIPS.anxious[0]);
  });

  it("matches the mental tip to the Marathi words the visitor wrote", () => {
    expect(marathi(mental("उद्याच्या परीक्षेची धाकधूक वाटते आणि लक्ष लागत नाही"))).toBe(MR_MOOD_TIPS.anxious[0]);
    expect(marathi(mental("नवीन शहरात आल्यापासून खूप एकटेपणा वाटतो"))).toBe(MR_MOOD_TIPS.lonely[0]);
    expect(marathi(mental("आजकाल खूप उदास वाटते"))).toBe(MR_MOOD_TIPS.low[0]);
    expect(marathi(mental("कामाचे ओझे खूप आहे"))).toBe(MR_MOOD_TIPS.overwhelmed[0]);
  });

  it("matches the reframe to the Marathi thought", () => {
    expect(marathi(reframe("प्रेझेंटेशन बिघडले, सगळ्यांना वाटते मी कुचकामी आहे"))).toBe(MR_REFRAMES["self-criticism"][0]);
    expect(marathi(reframe("लोक काय म्हणतील"))).toBe(MR_REFRAMES.judgement[0]);
    expect(marathi(reframe("माझे नेहमीच सगळे चुकते"))).toBe(MR_REFRAMES.catastrophe[0]);
    expect(marathi(SITE_PROMPTS.reframe)).toBe(MR_REFRAMES.catastrophe[0]);
  });

  it("answers each purpose button with its Marathi nudge", () => {
    for (const kind of Object.keys(MR_PURPOSE_NUDGES) as (keyof typeof MR_PURPOSE_NUDGES)[]) {
      expect(marathi(SITE_PROMPTS[kind]), kind).toBe(MR_PURPOSE_NUDGES[kind][0]);
    }
  });

  it("plans the medical fund in Marathi with the same arithmetic and Indian digit grouping", () => {
    const text = marathi("You are a financial planner. Note: monthly essentials ₹1,25,000. Plan for 12 and 24 months.");
    expect(text).toContain("मासिक अत्यावश्यक खर्च: ₹1,25,000.");
    expect(text).toContain("₹3,75,000 (3 महिने) ते ₹7,50,000 (6 महिने)");
    expect(text).toContain("12 महिन्यांचा प्लॅन: ₹3,75,000 पर्यंत पोहोचण्यासाठी दरमहा ₹31,250 बाजूला ठेवा.");
    expect(text).toContain("24 महिन्यांचा प्लॅन: ₹7,50,000 पर्यंत पोहोचण्यासाठी दरमहा ₹31,250 बाजूला ठेवा.");
    const noAmount = marathi("You are a financial planner. Suggest a 3-6 month fund and plans for 12 and 24 months. Note: my expenses are unpredictable");
    expect(noAmount).toBe(MARATHI_LIBRARY.medicalFund.noAmount.join("\n"));
  });

  it("gives a Marathi general tip to a prompt no panel sends", () => {
    expect(MR_GENERAL_TIPS).toContain(marathi("नमस्कार"));
  });
});
