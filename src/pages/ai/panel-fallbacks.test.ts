// Each panel's fallback when a failure carries no message of its own (spec 2 §8).
import { describe, expect, it } from "vitest";
import { presentPlan } from "../health/medical-fund-planner";
import { presentReframe } from "../health/thought-reframer";
import { presentWellness } from "../health/wellness-assistant";
import { messages as purposeEnglish } from "../purpose/messages/purpose-topics.en";
import { presentNudge as presentNudgeIn } from "../purpose/purpose-nudges";

const presentNudge = (outcome: Parameters<typeof presentNudgeIn>[0]) => presentNudgeIn(outcome, purposeEnglish.panel.failed);

const silent = { kind: "failed", message: "" } as const;
const told = { kind: "failed", message: "Server returned 500: oops" } as const;

describe("when a request fails", () => {
  it("each panel shows the failure's own message", () => {
    for (const present of [presentWellness, presentReframe, presentNudge, (o: typeof told) => presentPlan(o, undefined)]) {
      expect(present(told)).toEqual({ output: "", message: "Server returned 500: oops" });
    }
  });

  it("each panel has its own words when the failure has none", () => {
    expect(presentWellness(silent).message).toBe("Failed to get suggestion. Try again.");
    expect(presentReframe(silent).message).toBe("Could not reframe thought. Please try again.");
    expect(presentNudge(silent).message).toBe("Failed to get suggestion. Try again.");
    expect(presentPlan(silent, undefined).message).toBe("Failed to calculate. Try again.");
  });

  it("the planner prefers its local estimate whenever it found an amount", () => {
    expect(presentPlan(silent, 40000)).toEqual({
      output: expect.stringContaining("₹1,20,000 (3 months) to ₹2,40,000 (6 months)"),
      message: "AI failed — showing a local estimate. You can retry.",
    });
  });
});
