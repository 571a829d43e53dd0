// The sample credit-score check (spec 2 §3, §4, §5, §9). It is a simulation: nothing is sent
// anywhere, and the PAN is only checked for shape.

export const PAN_MESSAGE = "Please enter a valid 10-character PAN.";
export const PAN_LENGTH = 10;
/** The simulated wait before the sample score appears (spec 2 §9). */
export const CHECK_DELAY_MS = 1_500;
/** Credit scores in India run from 300 to 900 (spec 2 §9). */
export const SCORE_RANGE = { min: 300, max: 900 } as const;
/** The sample score is drawn from this range (spec 2 §9). */
export const SAMPLE_RANGE = { min: 650, max: 850 } as const;
/** Above this the sample is labelled Good, otherwise Fair (spec 2 §9). */
export const GOOD_ABOVE = 750;

/** What the visitor typed, as the field keeps it: uppercased, at most 10 characters. */
export function normalisePan(raw: string): string {
  return raw.toUpperCase().slice(0, PAN_LENGTH);
}

/** Exactly 10 letters or digits (a real PAN is 5 letters, 4 digits and a letter). */
export function isValidPan(pan: string): boolean {
  return /^[A-Z0-9]{10}$/.test(pan);
}

/** A whole number from 650 to 850 inclusive; `random` is in [0, 1) like Math.random. */
export function sampleScore(random: number): number {
  const span = SAMPLE_RANGE.max - SAMPLE_RANGE.min + 1;
  return SAMPLE_RANGE.min + Math.min(span - 1, Math.floor(random * span));
}

export function scoreLabel(score: number): "Good" | "Fair" {
  return score > GOOD_ABOVE ? "Good" : "Fair";
}

/** Where the score sits on the 300-900 scale, in percent (for the bar). */
export function scorePercent(score: number): number {
  return ((score - SCORE_RANGE.min) / (SCORE_RANGE.max - SCORE_RANGE.min)) * 100;
}
