// The rules for POST /api/auth/signup and /api/auth/login bodies. Sign-up says exactly what
// to fix; log-in only checks that both fields were sent, since any wrong part of a log-in
// must get the same answer (routes/auth.ts).
import { isCommonPassword } from "../auth/common-passwords";
import { isGuessablePassword } from "../auth/password-strength";
import { englishMessages, type ServerMessages } from "../messages";
import { emailKey } from "../auth/emails";
import { PLAUSIBLE_EMAIL } from "./contact-rules";
import { isJsonObject, isPlainText, type Checked } from "./validation";

/**
 * A password of 10 characters or more that is not among the ~49,000 most common ones and that
 * zxcvbn does not judge easy to guess (auth/password-strength.ts): long and unpredictable
 * enough to resist guessing behind the slow hash and the lockout, without the composition
 * rules (a digit, a symbol...) that make people write passwords down. Characters are counted
 * as Unicode code points, so any script counts fairly.
 */
export const PASSWORD_MIN_CHARS = 10;
/** scrypt would cope with more; the cap keeps what people type reasonable. */
export const PASSWORD_MAX_CHARS = 128;
export const ACCOUNT_LIMITS = { name: 100, email: 254 } as const;

export const COMMON_PASSWORD_MESSAGE = englishMessages.accounts.commonPassword;
export const GUESSABLE_PASSWORD_MESSAGE = englishMessages.accounts.guessablePassword;

type AccountMessages = ServerMessages["accounts"];

export interface SignupInput {
  name: string;
  email: string;
  emailKey: string;
  password: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

function codePoints(text: string): number {
  return [...text].length;
}

/** `m` is the request's language (server/messages); English when none was named. */
export async function checkSignup(body: unknown, m: AccountMessages = englishMessages.accounts): Promise<Checked<SignupInput>> {
  if (!isJsonObject(body)) return { ok: false, error: m.signupBody };
  const { name: rawName, email: rawEmail, password } = body;
  if (typeof rawName !== "string" || rawName.trim() === "") return { ok: false, field: "name", error: m.nameRequired };
  const name = rawName.trim();
  if (codePoints(name) > ACCOUNT_LIMITS.name) return { ok: false, field: "name", error: m.nameTooLong(ACCOUNT_LIMITS.name) };
  if (!isPlainText(name, false)) return { ok: false, field: "name", error: m.nameBadCharacters };

  if (typeof rawEmail !== "string" || rawEmail.trim() === "") return { ok: false, field: "email", error: m.emailRequired };
  const email = rawEmail.trim();
  if (email.length > ACCOUNT_LIMITS.email) return { ok: false, field: "email", error: m.emailTooLong(ACCOUNT_LIMITS.email) };
  if (!isPlainText(email, false) || !PLAUSIBLE_EMAIL.test(email)) return { ok: false, field: "email", error: m.invalidEmail };

  if (typeof password !== "string" || password === "") return { ok: false, field: "password", error: m.passwordRequired };
  if (codePoints(password) < PASSWORD_MIN_CHARS) return { ok: false, field: "password", error: m.passwordTooShort(PASSWORD_MIN_CHARS) };
  if (codePoints(password) > PASSWORD_MAX_CHARS) return { ok: false, field: "password", error: m.passwordTooLong(PASSWORD_MAX_CHARS) };
  if (!isPlainText(password, false)) return { ok: false, field: "password", error: m.passwordBadCharacters };
  const key = emailKey(email);
  const lowered = password.toLowerCase();
  if (lowered === key || lowered === key.split("@")[0] || lowered === name.toLowerCase()) {
    return { ok: false, field: "password", error: m.passwordIsName };
  }
  if (await isCommonPassword(password)) return { ok: false, field: "password", error: m.commonPassword };
  // The person's own words count as known: their name's words and those of the email's name part.
  const ownWords = [...name.split(/\s+/u), ...key.split("@")[0].split(/[._+-]/u)].filter((word) => word.length > 1);
  if (await isGuessablePassword(password, ownWords)) return { ok: false, field: "password", error: m.guessablePassword };
  return { ok: true, value: { name, email, emailKey: key, password } };
}

export function checkLogin(body: unknown, m: AccountMessages = englishMessages.accounts): Checked<LoginInput> {
  if (!isJsonObject(body) || typeof body.email !== "string" || typeof body.password !== "string" || body.email.trim() === "" || body.password === "") {
    return { ok: false, error: m.loginFields };
  }
  return { ok: true, value: { email: body.email.trim(), password: body.password } };
}
