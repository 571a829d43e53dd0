import { describe, expect, it } from "vitest";
import { formatAxisTick, formatLakhsTick, formatNumber, formatRupees, formatRupeesPaise } from "./format-money";

describe("formatRupees", () => {
  it("groups in the Indian way and drops the paise", () => {
    expect(formatRupees(2323390.76)).toBe("₹23,23,391");
    expect(formatRupees(1_200_000)).toBe("₹12,00,000");
    expect(formatRupees(10_00_00_000)).toBe("₹10,00,00,000");
    expect(formatRupees(999)).toBe("₹999");
  });

  it("never shows a negative zero, NaN or Infinity", () => {
    expect(formatRupees(-0.2)).toBe("₹0");
    expect(formatRupees(-0)).toBe("₹0");
    expect(formatRupees(Number.NaN)).toBe("—");
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe("—");
  });

  it("shows a loss with a minus sign", () => {
    expect(formatRupees(-5000)).toBe("-₹5,000");
  });
});

describe("formatRupeesPaise and formatNumber", () => {
  it("keeps two decimals for paise", () => {
    expect(formatRupeesPaise(8678.2345)).toBe("₹8,678.23");
  });
  it("groups plain numbers in the Indian way", () => {
    expect(formatNumber(1234567.891)).toBe("12,34,567.89");
    expect(formatNumber(2.5)).toBe("2.5");
  });
});

describe("chart axis ticks", () => {
  it("shows lakhs from 1,00,000", () => {
    expect(formatAxisTick(100_000)).toBe("1L");
    expect(formatAxisTick(1_250_000)).toBe("12.5L");
    expect(formatAxisTick(2_323_391)).toBe("23.23L");
    expect(formatAxisTick(10_000_000)).toBe("100L");
  });
  it("groups a large count of lakhs the Indian way instead of printing a bare run of digits", () => {
    expect(formatAxisTick(1_250_000_000)).toBe("12,500L");
    expect(formatAxisTick(4.3e15)).toBe("43,00,00,00,000L");
    expect(formatAxisTick(1e22)).not.toMatch(/e\+/);
    expect(formatLakhsTick(1e12)).toBe("1,00,00,000L");
  });
  it("shows thousands from 1,000", () => {
    expect(formatAxisTick(45_000)).toBe("45k");
    expect(formatAxisTick(1_000)).toBe("1k");
    expect(formatAxisTick(99_999)).toBe("100k");
    expect(formatAxisTick(2_500)).toBe("2.5k");
  });
  it("shows small numbers as they are, and keeps the sign", () => {
    expect(formatAxisTick(0)).toBe("0");
    expect(formatAxisTick(950)).toBe("950");
    expect(formatAxisTick(-250_000)).toBe("-2.5L");
  });
  it("puts goal charts in lakhs whatever the size", () => {
    expect(formatLakhsTick(250_000)).toBe("2.5L");
    expect(formatLakhsTick(50_000)).toBe("0.5L");
  });
});
