// The account forms' own checks, run before anything is sent, with the server's wording
// (server/routes/auth-rules.ts). The server checks again, and alone knows the common-password
// list and which emails have accounts: its messages are shown as they come.

export const PASSWORD_MIN_CHARS = 10;
export const NAME_MAX_CHARS = 100;
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export const NETWORK_FAILURE = "We could not reach the server. Please check your connection and try again.";
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_CHARS} characters. A short phrase you will remember works well.`;

export type LoginField = "email" | "password";
export type SignupField = "name" | "email" | "password" | "confirm";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

function chars(text: string): number {
  return [...text].length;
}

export function checkLoginForm(values: Record<LoginField, string>): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (values.email.trim() === "") errors.email = "Please enter your email address.";
  if (values.password === "") errors.password = "Please enter your password.";
  return errors;
}

export function checkSignupForm(values: Record<SignupField, string>): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  const name = values.name.trim();
  if (name === "") errors.name = "Please enter your name.";
  else if (chars(name) > NAME_MAX_CHARS) errors.name = `Name must be at most ${NAME_MAX_CHARS} characters.`;
  const email = values.email.trim();
  if (email === "") errors.email = "Please enter your email address.";
  else if (!PLAUSIBLE_EMAIL.test(email)) errors.email = "Please enter a valid email address.";
  if (values.password === "") errors.password = "Please choose a password.";
  else if (chars(values.password) < PASSWORD_MIN_CHARS) errors.password = `Your password must be at least ${PASSWORD_MIN_CHARS} characters.`;
  if (!errors.password && values.confirm !== values.password) errors.confirm = "The two passwords do not match.";
  return errors;
}
