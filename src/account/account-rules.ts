// The account forms' own checks, run before anything is sent, with the server's wording
// (server/routes/auth-rules.ts). The server checks again, and alone knows the common-password
// list and which emails have accounts: its messages are shown as they come.

export const PASSWORD_MIN_CHARS = 10;
export const NAME_MAX_CHARS = 100;
import type { AccountMessages } from "./messages/account.en";

const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

// The messages, in each language, are in messages/account.*.ts (`rules` and `forms`).
type RuleMessages = AccountMessages["rules"];

export type LoginField = "email" | "password";
export type SignupField = "name" | "email" | "password" | "confirm";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

function chars(text: string): number {
  return [...text].length;
}

export function checkLoginForm(values: Record<LoginField, string>, m: RuleMessages): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (values.email.trim() === "") errors.email = m.email;
  if (values.password === "") errors.password = m.password;
  return errors;
}

export function checkSignupForm(values: Record<SignupField, string>, m: RuleMessages): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  const name = values.name.trim();
  if (name === "") errors.name = m.name;
  else if (chars(name) > NAME_MAX_CHARS) errors.name = m.nameTooLong(NAME_MAX_CHARS);
  const email = values.email.trim();
  if (email === "") errors.email = m.email;
  else if (!PLAUSIBLE_EMAIL.test(email)) errors.email = m.invalidEmail;
  if (values.password === "") errors.password = m.choosePassword;
  else if (chars(values.password) < PASSWORD_MIN_CHARS) errors.password = m.passwordTooShort(PASSWORD_MIN_CHARS);
  if (!errors.password && values.confirm !== values.password) errors.confirm = m.mismatch;
  return errors;
}
