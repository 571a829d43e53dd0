// How guessable a password is, by zxcvbn's estimate (@zxcvbn-ts/core with the common
// dictionary of @zxcvbn-ts/language-common): it sees what a length rule cannot, such as
// 'aaaaaaaaaa', 'abcdefghij', 'Password1!' or 'Passw0rd123' (a common word with the usual
// substitutions and a number). Loaded on first use: only sign-up needs it, and building the
// dictionaries takes a moment.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * zxcvbn's score 3: at least 10^8 guesses, "safely unguessable" against online guessing and
 * moderate against a stolen slow hash (scrypt here).
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The check is synchronous, on the server's one thread. Its l33t matcher tries every mix of
 * substitutions: a 128-character 'P4ssw0rd!' repeated took 1.6 s with the defaults (100
 * substitutions, 256 characters), 39 ms with at most 4 substitutions and the first 64
 * characters judged (load average 12 on the 2-core machine). The verdicts on the passwords
 * that matter did not change; characters beyond the 64th count as strong, as zxcvbn intends.
 */
const ESTIMATOR_LIMITS = { l33tMaxSubstitutions: 4, maxLength: 64 } as const;

let estimator: Promise<ZxcvbnFactory> | undefined;

function load(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, ...ESTIMATOR_LIMITS }),
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/** True when zxcvbn scores the password below MIN_PASSWORD_SCORE; `userInputs` (name, email) count as known words. */
export async function isGuessablePassword(password: string, userInputs: readonly string[]): Promise<boolean> {
  return (await load()).check(password, [...userInputs]).score < MIN_PASSWORD_SCORE;
}
