import { describe, expect, it } from "vitest";
import { formatAmountWords, formatAxisTick, formatLakhsTick, formatNumber, formatRupees, formatRupeesPaise, groupedFieldText } from "./format-money";

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
  it("shows lakhs from 1,00,000 and crores from 1,00,00,000", () => {
    expect(formatAxisTick(100_000)).toBe("1L");
    expect(formatAxisTick(1_250_000)).toBe("12.5L");
    expect(formatAxisTick(2_323_391)).toBe("23.23L");
    expect(formatAxisTick(9_500_000)).toBe("95L");
    expect(formatAxisTick(10_000_000)).toBe("1Cr");
    expect(formatAxisTick(150_000_000)).toBe("15Cr");
  });
  it("groups a large count of crores the Indian way instead of printing a bare run of digits", () => {
    expect(formatAxisTick(1_250_000_000)).toBe("125Cr");
    expect(formatAxisTick(4.3e15)).toBe("43,00,00,000Cr");
    expect(formatAxisTick(1e22)).not.toMatch(/e\+/);
    expect(formatLakhsTick(1e12)).toBe("1,00,000Cr");
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
    expect(formatAxisTick(-25_000_000)).toBe("-2.5Cr");
  });
  it("puts goal charts in lakhs below a crore, in crores from one", () => {
    expect(formatLakhsTick(250_000)).toBe("2.5L");
    expect(formatLakhsTick(50_000)).toBe("0.5L");
    expect(formatLakhsTick(15_000_000)).toBe("1.5Cr");
  });
  it("writes Hindi ticks in the short forms Hindi papers use, with a space", () => {
    expect(formatAxisTick(80_000, "hi")).toBe("80 हजार");
    expect(formatAxisTick(2_500_000, "hi")).toBe("25 लाख");
    expect(formatAxisTick(150_000_000, "hi")).toBe("15 करोड़");
    expect(formatAxisTick(500, "hi")).toBe("500");
    expect(formatLakhsTick(250_000, "hi")).toBe("2.5 लाख");
    expect(formatLakhsTick(15_000_000, "hi")).toBe("1.5 करोड़");
  });
  it("never writes another language's short form on a Hindi axis", () => {
    for (const value of [1_234, 56_789, 1_23_456, 98_76_543, 1_23_45_678, 9.9e9]) {
      expect(formatAxisTick(value, "hi"), String(value)).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe("a large amount in words", () => {
  it("says lakhs from ₹1 lakh and crores from ₹1 crore, rounding to two decimals with ≈", () => {
    expect(formatAmountWords(144_200_000)).toBe("₹14.42 crore");
    expect(formatAmountWords(144_237_891)).toBe("≈ ₹14.42 crore");
    expect(formatAmountWords(144_237_891, "hi")).toBe("≈ ₹14.42 करोड़");
    expect(formatAmountWords(5_200_000)).toBe("₹52 lakh");
    expect(formatAmountWords(5_200_000, "hi")).toBe("₹52 लाख");
    expect(formatAmountWords(123_456)).toBe("≈ ₹1.23 lakh");
    expect(formatAmountWords(-2_500_000)).toBe("-₹25 lakh");
  });
  it("says nothing below ₹1 lakh or for a figure that is not a number", () => {
    expect(formatAmountWords(99_999)).toBe("");
    expect(formatAmountWords(0)).toBe("");
    expect(formatAmountWords(Number.NaN)).toBe("");
  });
});

describe("a rupee field's text while it is not being edited", () => {
  it("groups a plain number the Indian way, keeping its decimals", () => {
    expect(groupedFieldText("5200000")).toBe("52,00,000");
    expect(groupedFieldText("999")).toBe("999");
    expect(groupedFieldText("1234567.5")).toBe("12,34,567.5");
    expect(groupedFieldText("-250000")).toBe("-2,50,000");
    expect(groupedFieldText("0")).toBe("0");
  });
  it("leaves anything else as it was typed, so its message still matches it", () => {
    expect(groupedFieldText("")).toBe("");
    expect(groupedFieldText("52,00,000")).toBe("52,00,000");
    expect(groupedFieldText("abc")).toBe("abc");
    expect(groupedFieldText("1.2345")).toBe("1.2345");
  });
});

describe("the hand-grouped figures read as Intl's en-IN formats would write them", () => {
  // formatRupees and friends group by hand so a page need not load ICU's currency data
  // before its first figure; Intl (a different method) is the reference here.
  const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  /** A spread of sizes from paise to 1e20, both signs, with awkward halves and trailing zeros. */
  function* values(): Generator<number> {
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (const edge of [0, 0.5, 1.005, 2.675, 999.995, 1000, 99_999.5, 100_000, 1e7, 1e15 + 0.5, 9.99e20, 123_456_789.125]) {
      yield edge;
      yield -edge;
    }
    for (let index = 0; index < 4000; index++) {
      const size = 10 ** (random() * 21 - 2);
      const value = random() < 0.3 ? Math.round(size * 100) / 100 : size;
      yield random() < 0.2 ? -value : value;
    }
  }

  it("agrees for whole rupees, rupees and paise and plain numbers", () => {
    for (const value of values()) {
      const whole = Math.round(value) === 0 ? 0 : Math.round(value);
      const hundredths = Math.round(value * 100) / 100 === 0 ? 0 : Math.round(value * 100) / 100;
      expect(formatRupees(value), String(value)).toBe(rupees.format(whole));
      expect(formatRupeesPaise(value), String(value)).toBe(paise.format(hundredths));
      expect(formatNumber(value), String(value)).toBe(plain.format(hundredths));
    }
  });

  it("still groups figures past where toFixed turns to exponents", () => {
    expect(formatRupees(1e22)).toBe(rupees.format(1e22));
    expect(formatNumber(-3e21)).toBe(plain.format(-3e21));
  });
});
