// The rules for POST /api/auth/signup and /api/auth/login bodies. Sign-up says exactly what
// to fix; log-in only checks that both fields were sent, since any wrong part of a log-in
// must get the same answer (routes/auth.ts).
import { isCommonPassword } from "../auth/common-passwords";
import { emailKey } from "../auth/emails";
import { PLAUSIBLE_EMAIL } from "./contact-rules";
import { isJsonObject, isPlainText, type Checked } from "./validation";

/**
 * A password of 10 characters or more that is not among the ~49,000 most common ones: long
 * enough to resist guessing behind the slow hash and the lockout, without the composition
 * rules (a digit, a symbol...) that make people write passwords down. Characters are counted
 * as Unicode code points, so any script counts fairly.
 */
export const PASSWORD_MIN_CHARS = 10;
/** scrypt would cope with more; the cap keeps what people type reasonable. */
export const PASSWORD_MAX_CHARS = 128;
export const ACCOUNT_LIMITS = { name: 100, email: 254 } as const;

export const COMMON_PASSWORD_MESSAGE = "This password is one of the most commonly used, so it is easy to guess. Please choose another.";

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

export async function checkSignup(body: unknown): Promise<Checked<SignupInput>> {
  if (!isJsonObject(body)) return { ok: false, error: "Send a JSON object with name, email and password." };
  const { name: rawName, email: rawEmail, password } = body;
  if (typeof rawName !== "string" || rawName.trim() === "") return { ok: false, field: "name", error: "Please enter your name." };
  const name = rawName.trim();
  if (codePoints(name) > ACCOUNT_LIMITS.name) return { ok: false, field: "name", error: `Name must be at most ${ACCOUNT_LIMITS.name} characters.` };
  if (!isPlainText(name, false)) return { ok: false, field: "name", error: "Name contains characters that are not allowed." };

  if (typeof rawEmail !== "string" || rawEmail.trim() === "") return { ok: false, field: "email", error: "Please enter your email address." };
  const email = rawEmail.trim();
  if (email.length > ACCOUNT_LIMITS.email) return { ok: false, field: "email", error: `Email must be at most ${ACCOUNT_LIMITS.email} characters.` };
  if (!isPlainText(email, false) || !PLAUSIBLE_EMAIL.test(email)) return { ok: false, field: "email", error: "Please enter a valid email address." };

  if (typeof password !== "string" || password === "") return { ok: false, field: "password", error: "Please choose a password." };
  if (codePoints(password) < PASSWORD_MIN_CHARS) return { ok: false, field: "password", error: `Your password must be at least ${PASSWORD_MIN_CHARS} characters.` };
  if (codePoints(password) > PASSWORD_MAX_CHARS) return { ok: false, field: "password", error: `Your password must be at most ${PASSWORD_MAX_CHARS} characters.` };
  if (!isPlainText(password, false)) return { ok: false, field: "password", error: "Your password contains characters that are not allowed." };
  const key = emailKey(email);
  const lowered = password.toLowerCase();
  if (lowered === key || lowered === key.split("@")[0] || lowered === name.toLowerCase()) {
    return { ok: false, field: "password", error: "Your password must not be your name or your email address." };
  }
  if (await isCommonPassword(password)) return { ok: false, field: "password", error: COMMON_PASSWORD_MESSAGE };
  return { ok: true, value: { name, email, emailKey: key, password } };
}

export function checkLogin(body: unknown): Checked<LoginInput> {
  if (!isJsonObject(body) || typeof body.email !== "string" || typeof body.password !== "string" || body.email.trim() === "" || body.password === "") {
    return { ok: false, error: "Please enter your email and password." };
  }
  return { ok: true, value: { email: body.email.trim(), password: body.password } };
}
