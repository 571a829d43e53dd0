// The sign-up form's guessability check, the server's own (server/auth/password-strength.ts):
// zxcvbn with the common dictionary, score 3 or more, the same limits. The form imports this
// module only when a sign-up is sent, so the estimator and its dictionaries (a few hundred
// kilobytes) load on the sign-up form alone, never with the rest of the site. The server
// checks again and its answer stands.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn's score 3: at least 10^8 guesses. */
const MIN_PASSWORD_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, l33tMaxSubstitutions: 4, maxLength: 64 });
/** The server's common-password list (server/auth/common-passwords.ts), so the form says the same thing first. */
const common = new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));

export type PasswordWeakness = "common" | "guessable";

/**
 * 'common' for one of the most common passwords (ignoring case), 'guessable' when zxcvbn
 * scores it below 3 (the person's own name and email words count as known words), else undefined.
 */
export function passwordWeakness(password: string, name: string, email: string): PasswordWeakness | undefined {
  if (common.has(password.toLowerCase())) return "common";
  const ownWords = [...name.trim().split(/\s+/u), ...email.trim().toLowerCase().split("@")[0].split(/[._+-]/u)].filter((word) => word.length > 1);
  return estimator.check(password, ownWords).score < MIN_PASSWORD_SCORE ? "guessable" : undefined;
}
