// Shared checks for the growth-family WASM tests.
import fc from "fast-check";
import { expect } from "vitest";

export function closeTo(actual: number, expected: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));
}

export function expectClose(actual: number, expected: number, relative = 1e-9): void {
  if (!closeTo(actual, expected, relative)) expect(actual).toBe(expected);
}

/** Every number in a result (scalars and every column), walked recursively. */
export function allNumbers(value: unknown, found: number[] = []): number[] {
  if (typeof value === "number") found.push(value);
  else if (ArrayBuffer.isView(value)) found.push(...(value as Float64Array));
  else if (value !== null && typeof value === "object") for (const member of Object.values(value)) allNumbers(member, found);
  return found;
}

export function expectAllFinite(value: unknown): void {
  const numbers = allNumbers(value);
  expect(numbers.length).toBeGreaterThan(0);
  // One assertion for the lot: thousands of expect() calls per run would slow the properties.
  const bad = numbers.filter((number) => !Number.isFinite(number) || Object.is(number, -0));
  expect(bad).toEqual([]);
}

/** Inputs the definitions accept, edges included: amounts up to ₹1,000 crore, rates 0.01–50%, 1–1200 months. */
export const arbitrary = {
  amount: fc.double({ min: 1, max: 1e10, noNaN: true }),
  monthly: fc.double({ min: 1, max: 1e9, noNaN: true }),
  rate: fc.double({ min: 0.01, max: 50, noNaN: true }),
  months: fc.integer({ min: 1, max: 1200 }),
};
