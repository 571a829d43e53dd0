import { describe, expect, it } from "vitest";
import { parseInput } from "./parse-input";

describe("parseInput", () => {
  it("reads plain and Indian-grouped numbers, with a rupee sign or a percent", () => {
    expect(parseInput("10000")).toEqual({ value: 10_000, empty: false });
    expect(parseInput("10,000")).toEqual({ value: 10_000, empty: false });
    expect(parseInput("₹ 5,00,000")).toEqual({ value: 500_000, empty: false });
    expect(parseInput("12.5%")).toEqual({ value: 12.5, empty: false });
    expect(parseInput(" .5 ")).toEqual({ value: 0.5, empty: false });
    expect(parseInput("-3")).toEqual({ value: -3, empty: false });
  });

  it("counts an empty field as 0 and marks it empty", () => {
    expect(parseInput("")).toEqual({ value: 0, empty: true });
    expect(parseInput("   ")).toEqual({ value: 0, empty: true });
  });

  it("gives NaN for letters, hex, two dots and overflow", () => {
    for (const junk of ["abc", "12abc", "0x10", "1.2.3", "1e400", "--5", "Infinity"]) {
      expect(Number.isNaN(parseInput(junk).value)).toBe(true);
    }
  });
});
