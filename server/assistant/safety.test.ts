import { describe, expect, it } from "vitest";
import { HELPLINE_TEXT, mentionsSelfHarm } from "./safety";

describe("mentionsSelfHarm", () => {
  it.each([
    "I have been thinking about suicide",
    "I feel suicidal tonight",
    "sometimes I want to kill myself",
    "I want to end my life",
    "I don't want to live anymore",
    "I dont want to be alive",
    "Everyone would be better off dead without me, I wish I were dead",
    "I keep wanting to hurt myself",
    "I have been self-harming again",
    "there is no reason to live",
    "I want to die",
    "mujhe marna chahta hoon, sab khatam",
    "aatmahatya ke khayal aate hain",
    "আমি আত্মহত্যার কথা ভাবছি",
    "আর বাঁচতে ইচ্ছে করে না",
    "মাঝে মাঝে মনে হয় মরে যেতে চাই",
  ])("recognises %j", (prompt) => {
    expect(mentionsSelfHarm(prompt)).toBe(true);
  });

  it.each([
    "This heat is killing me",
    "My phone battery died during the call",
    "Give me a reflection prompt.",
    "I want to end my gym membership",
    "Feeling very low on energy today",
    "গরমে মরে যাচ্ছি, আজ খুব ক্লান্ত লাগছে",
    "ঋণের কিস্তি শেষ করে দিতে চাই",
  ])("does not raise the alarm for %j", (prompt) => {
    expect(mentionsSelfHarm(prompt)).toBe(false);
  });

  it("answers with both Tele-MANAS numbers and an emergency number", () => {
    expect(HELPLINE_TEXT).toContain("Tele-MANAS");
    expect(HELPLINE_TEXT).toContain("14416");
    expect(HELPLINE_TEXT).toContain("1-800-891-4416");
    expect(HELPLINE_TEXT).toContain("112");
  });
});
