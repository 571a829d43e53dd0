import { describe, expect, it } from "vitest";
import { SITE_PROMPTS } from "../../tests/server/site-prompts";
import { detectPromptKind } from "./prompt-kind";

describe("detectPromptKind", () => {
  it.each([
    [SITE_PROMPTS.physical, "physical"],
    [SITE_PROMPTS.mental, "mental"],
    [SITE_PROMPTS.reframe, "reframe"],
    [SITE_PROMPTS.medicalFund, "medical-fund"],
    [SITE_PROMPTS.reflection, "reflection"],
    [SITE_PROMPTS.mindfulness, "mindfulness"],
    [SITE_PROMPTS.learning, "learning"],
    [SITE_PROMPTS.family, "family"],
    [SITE_PROMPTS.community, "community"],
    [SITE_PROMPTS.relationship, "relationship"],
    [SITE_PROMPTS.hobby, "hobby"],
    [SITE_PROMPTS.travel, "travel"],
    [SITE_PROMPTS.kindness, "kindness"],
  ])("recognises the site's prompt %#", (prompt, kind) => {
    expect(detectPromptKind(prompt)).toBe(kind);
  });

  it("recognises the purpose sentences whatever their case, spacing or final full stop", () => {
    expect(detectPromptKind("  suggest a SHORT   mindfulness exercise ")).toBe("mindfulness");
    expect(detectPromptKind("Give me a friendship / relationship nudge!")).toBe("relationship");
    expect(detectPromptKind("Suggest a small act of kindness I can do today")).toBe("kindness");
  });

  it("goes by the panel's instruction, not by what the visitor happens to mention", () => {
    expect(detectPromptKind("You are a friendly Indian fitness and nutrition coach. One-line meal idea and a one-line 10-minute activity. I feel stressed and anxious about money")).toBe("physical");
    expect(detectPromptKind("You are a calm wellness coach. Give a kinder reframe in 2-4 sentences. Thought: I should exercise more but I'm a failure")).toBe("reframe");
    expect(detectPromptKind("Act as a financial planner. Note: I feel anxious, my family spends 40k a month. Plan for 12 and 24 months.")).toBe("medical-fund");
    expect(detectPromptKind("You are a calm and supportive guide. I can't focus on anything")).toBe("mental");
  });

  it("recognises a purpose request phrased in other words", () => {
    expect(detectPromptKind("Any hobby ideas for a rainy weekend?")).toBe("hobby");
    expect(detectPromptKind("How can I help my neighbours?")).toBe("community");
    expect(detectPromptKind("I want to learn something new")).toBe("learning");
  });

  it("falls back on the visitor's feelings, then on a general tip", () => {
    expect(detectPromptKind("I feel tired all the time")).toBe("physical");
    expect(detectPromptKind("Work stress is getting to me")).toBe("mental");
    expect(detectPromptKind("hello")).toBe("general");
  });
});
