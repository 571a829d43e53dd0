import { describe, expect, it } from "vitest";
import { isValidPan, normalisePan, sampleScore, scoreLabel, scorePercent } from "./credit-score";

describe("the sample credit-score rules", () => {
  it("keeps the PAN uppercased and at most 10 characters", () => {
    expect(normalisePan("abcde1234f")).toBe("ABCDE1234F");
    expect(normalisePan("abcde1234fgh")).toBe("ABCDE1234F");
  });

  it("accepts exactly 10 letters or digits", () => {
    expect(isValidPan("ABCDE1234F")).toBe(true);
    expect(isValidPan("ABCDE1234")).toBe(false);
    expect(isValidPan("ABCDE 234F")).toBe(false);
    expect(isValidPan("")).toBe(false);
  });

  it("draws whole scores from 650 to 850, both ends included", () => {
    expect(sampleScore(0)).toBe(650);
    expect(sampleScore(0.999999999)).toBe(850);
    for (let k = 0; k < 1000; k++) {
      const score = sampleScore(k / 1000);
      expect(Number.isInteger(score) && score >= 650 && score <= 850).toBe(true);
    }
  });

  it("labels a score Good only above 750", () => {
    expect(scoreLabel(751)).toBe("Good");
    expect(scoreLabel(750)).toBe("Fair");
    expect(scoreLabel(650)).toBe("Fair");
  });

  it("places scores on the 300-900 scale", () => {
    expect(scorePercent(300)).toBe(0);
    expect(scorePercent(900)).toBe(100);
    expect(scorePercent(750)).toBe(75);
  });
});
