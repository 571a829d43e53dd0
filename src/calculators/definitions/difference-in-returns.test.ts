// difference-in-returns: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import type { CalcClient } from "../../core/calc-client";
import { validator } from "./definition-test-kit";
import { differenceInReturnsDefinition } from "./difference-in-returns";

/** Every field as typed, empty; SIP mode without a step-up. */
const EMPTY_RAW = {
  mode: "sip",
  sipAmount: "",
  lumpsumAmount: "",
  years: "",
  returnRate1: "",
  returnRate2: "",
  returnRate3: "",
  stepUpMode: "none",
  stepUpPercent: "",
  stepUpAmount: "",
};

describe("difference in returns validation (spec 1 §5)", () => {
  const validate = validator(differenceInReturnsDefinition);

  it("accepts the defaults: SIP 10000, lumpsum 120000, 15 years, 8% and 12%, the third empty", () => {
    // Then the step-up: none, its percentage and amount empty.
    expect(differenceInReturnsDefinition.fields.map((field) => field.defaultValue)).toEqual(["sip", 10_000, 120_000, 15, 8, 12, "", "none", "", ""]);
    expect(validate({})).toEqual({});
  });

  it("asks for a positive SIP amount in SIP mode and a positive lumpsum in lumpsum mode, not the other", () => {
    expect(validate({ sipAmount: "0", lumpsumAmount: "-1" })).toEqual({ sipAmount: "SIP amount must be positive." });
    expect(validate({ mode: "lumpsum", sipAmount: "0", lumpsumAmount: "" })).toEqual({ lumpsumAmount: "Lumpsum amount must be positive." });
  });

  it("says 'Time period must be positive.' and 'Return rate must be positive.' for scenarios 1 and 2", () => {
    expect(validate({ years: "0", returnRate1: "", returnRate2: "-3" })).toEqual({
      years: "Time period must be positive.",
      returnRate1: "Return rate must be positive.",
      returnRate2: "Return rate must be positive.",
    });
  });

  it("lets scenario 3 be empty or 0%, but says 'Return rate cannot be negative.'", () => {
    expect(validate({ returnRate3: "0" })).toEqual({});
    expect(validate({ returnRate3: "-0.5" })).toEqual({ returnRate3: "Return rate cannot be negative." });
  });

  it("asks the core for two scenarios when the third is empty, three when it is given, with the mode's amount", async () => {
    const seen: unknown[] = [];
    const client = { returnsComparison: async (inputs: unknown) => seen.push(inputs) } as unknown as CalcClient;
    const base = { mode: 0, sipAmount: 10_000, lumpsumAmount: 120_000, years: 15, returnRate1: 8, returnRate2: 12, stepUpMode: 0, stepUpPercent: 0, stepUpAmount: 0 };
    await differenceInReturnsDefinition.compute(client, { ...base, returnRate3: Number.NaN });
    await differenceInReturnsDefinition.compute(client, { ...base, mode: 1, returnRate3: 0 });
    expect(seen).toEqual([
      { mode: "sip", amount: 10_000, years: 15, annualRates: [8, 12] },
      { mode: "lumpsum", amount: 120_000, years: 15, annualRates: [8, 12, 0] },
    ]);
  });

  it("switches tabs with results cleared and shows each amount only in its mode", () => {
    const [mode, sip, lumpsum] = differenceInReturnsDefinition.fields;
    expect(mode.kind === "choice" && mode.display === "tabs" && mode.clearsResults).toBe(true);
    const raw = (modeKey: string) => ({ ...EMPTY_RAW, mode: modeKey });
    expect(sip.kind !== "choice" && sip.shownWhen?.(raw("sip"))).toBe(true);
    expect(sip.kind !== "choice" && sip.shownWhen?.(raw("lumpsum"))).toBe(false);
    expect(lumpsum.kind !== "choice" && lumpsum.shownWhen?.(raw("lumpsum"))).toBe(true);
  });

  it("offers a yearly step-up in SIP mode only, passed to the core as a mode and a value", async () => {
    const fields = differenceInReturnsDefinition.fields;
    const byId = (id: string) => fields.find((field) => field.id === id);
    const raw = (mode: string, stepUpMode: string) => ({ ...EMPTY_RAW, mode, stepUpMode });
    expect(byId("stepUpMode")?.shownWhen?.(raw("sip", "none"))).toBe(true);
    expect(byId("stepUpMode")?.shownWhen?.(raw("lumpsum", "none"))).toBe(false);
    expect(byId("stepUpPercent")?.shownWhen?.(raw("sip", "percent"))).toBe(true);
    expect(byId("stepUpPercent")?.shownWhen?.(raw("lumpsum", "percent"))).toBe(false);
    expect(byId("stepUpAmount")?.shownWhen?.(raw("sip", "percent"))).toBe(false);

    expect(validate({ stepUpMode: "percent", stepUpPercent: "-5" })).toEqual({ stepUpPercent: "Step-up cannot be negative." });
    expect(validate({ mode: "lumpsum", stepUpMode: "percent", stepUpPercent: "-5" })).toEqual({});

    const seen: unknown[] = [];
    const client = { returnsComparison: async (inputs: unknown) => seen.push(inputs) } as unknown as CalcClient;
    const base = { sipAmount: 10_000, lumpsumAmount: 120_000, years: 15, returnRate1: 8, returnRate2: 12, returnRate3: Number.NaN };
    await differenceInReturnsDefinition.compute(client, { ...base, mode: 0, stepUpMode: 1, stepUpPercent: 10, stepUpAmount: 500 });
    await differenceInReturnsDefinition.compute(client, { ...base, mode: 1, stepUpMode: 1, stepUpPercent: 10, stepUpAmount: 500 });
    expect(seen).toEqual([
      { mode: "sip", amount: 10_000, years: 15, annualRates: [8, 12], stepUpMode: "percent", stepUpValue: 10 },
      { mode: "lumpsum", amount: 120_000, years: 15, annualRates: [8, 12] },
    ]);
  });
});
