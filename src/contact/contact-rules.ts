// The contact form's rules (spec 2 §5): every field required; the phone must be a 10-digit
// Indian mobile number starting with 6-9, and it also carries the browser pattern of an
// optional plus and 10-15 digits. Both patterns apply.
import type { ContactMessage } from "../lib/api-client";

export type ContactField = keyof ContactMessage;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", phoneno: "", message: "" };

export const PHONE_MESSAGE = "Please enter a valid 10-digit mobile number.";
export const SUCCESS_MESSAGE = "We've received your message. You'll hear from us soon.";
export const FAILURE_MESSAGE = "Oops! Something went wrong. Please try again later.";
/** Shown beside the button while the browser is offline; what was typed stays in the form. */
export const OFFLINE_NOTICE = "You are offline. Your message is kept here; send it when you are back online.";
/** A Send pressed while offline, instead of the failure banner: nothing was lost, nothing was sent. */
export const OFFLINE_NOT_SENT = "Not sent: you are offline. Your message is still here; press Send message again once you are back online.";
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

/** The message for each field that is not acceptable; an empty object when all are. */
export function validateContact(values: ContactValues): ContactErrors {
  const { name, email, phoneno, message } = trimContact(values);
  const errors: ContactErrors = {};
  if (!name) errors.name = "Please enter your name.";
  if (!email) errors.email = "Please enter your email address.";
  else if (!EMAIL_RE.test(email)) errors.email = "Please enter a valid email address.";
  if (!isValidMobile(phoneno)) errors.phoneno = PHONE_MESSAGE;
  if (!message) errors.message = "Please enter your message.";
  for (const field of Object.keys(MAX_LENGTH) as ContactField[]) {
    if (!errors[field] && values[field].trim().length > MAX_LENGTH[field]) errors[field] = `Please keep this under ${MAX_LENGTH[field]} characters.`;
  }
  return errors;
}
