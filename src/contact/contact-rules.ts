// The contact form's rules (spec 2 §5): every field required; the phone must be a 10-digit
// Indian mobile number starting with 6-9, and it also carries the browser pattern of an
// optional plus and 10-15 digits. Both patterns apply.
import type { ContactMessage } from "../lib/api-client";
import type { ContactMessages } from "./messages/contact.en";

export type ContactField = keyof ContactMessage;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phoneno: "", message: "" };

// The form's words (field messages, and the banners: success, failure, the offline notice
// beside the button, and 'not sent' for a Send pressed offline) are in messages/contact.*.ts.

/** How long the success or failure banner stays (spec 2 §9). */
export const BANNER_MS = 5_000;

/** The phone input's HTML `pattern` (anchored by the browser): an optional plus, 10-15 digits. */
export const PHONE_BROWSER_PATTERN = "\\+?[0-9]{10,15}";
const PHONE_BROWSER_RE = new RegExp(`^(?:${PHONE_BROWSER_PATTERN})$`);
const MOBILE_RE = /^[6-9][0-9]{9}$/;
/** Something@something.something: the common shape, without the RFC's corner cases. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Longest accepted values, also set as the inputs' maxlength. */
export const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, phoneno: 16, message: 2000 };

export function isValidMobile(phone: string): boolean {
  return PHONE_BROWSER_RE.test(phone) && MOBILE_RE.test(phone);
}

export function trimContact(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), phoneno: values.phoneno.trim(), message: values.message.trim() };
}

/** The message (in the page's language, `m`) for each field that is not acceptable; an empty object when all are. */
export function validateContact(values: ContactValues, m: ContactMessages["rules"]): ContactErrors {
  const { name, email, phoneno, message } = trimContact(values);
  const errors: ContactErrors = {};
  if (!name) errors.name = m.name;
  if (!email) errors.email = m.email;
  else if (!EMAIL_RE.test(email)) errors.email = m.invalidEmail;
  if (!isValidMobile(phoneno)) errors.phoneno = m.phone;
  if (!message) errors.message = m.message;
  for (const field of Object.keys(MAX_LENGTH) as ContactField[]) {
    if (!errors[field] && values[field].trim().length > MAX_LENGTH[field]) errors[field] = m.tooLong(MAX_LENGTH[field]);
  }
  return errors;
}
