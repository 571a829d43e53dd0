// difference-in-returns: its messages word for word from spec 1 §5, and what it asks the core.
import { describe, expect, it } from "vitest";
import type { CalcClient } from "../../core/calc-client";
import { validator } from "./definition-test-kit";
import { differenceInReturnsDefinition } from "./difference-in-returns";

describe("difference in returns validation (spec 1 §5)", () => {
  const validate = validator(differenceInReturnsDefinition);

  it("accepts the defaults: SIP 10000, lumpsum 120000, 15 years, 8% and 12%, the third empty", () => {
    expect(differenceInReturnsDefinition.fields.map((field) => field.defaultValue)).toEqual(["sip", 10_000, 120_000, 15, 8, 12, ""]);
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
    const base = { mode: 0, sipAmount: 10_000, lumpsumAmount: 120_000, years: 15, returnRate1: 8, returnRate2: 12 };
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
    const raw = (modeKey: string) => ({ mode: modeKey, sipAmount: "", lumpsumAmount: "", years: "", returnRate1: "", returnRate2: "", returnRate3: "" });
    expect(sip.kind !== "choice" && sip.shownWhen?.(raw("sip"))).toBe(true);
    expect(sip.kind !== "choice" && sip.shownWhen?.(raw("lumpsum"))).toBe(false);
    expect(lumpsum.kind !== "choice" && lumpsum.shownWhen?.(raw("lumpsum"))).toBe(true);
  });
});
