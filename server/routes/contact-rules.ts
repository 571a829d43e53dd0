// POST /api/contact's rules: the contact form's (spec 2 §5, "Contact"), checked again on the
// server. All four fields are required; the phone is a 10-digit Indian mobile number starting
// with 6-9 (this also satisfies the form's "+ then 10-15 digits" pattern); lengths are bounded
// so one message stays a few kilobytes.
import { englishMessages, type ServerMessages } from "../messages";
import type { ContactMessageInput } from "../store/store";
import { isJsonObject, isPlainText, type Checked } from "./validation";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

const FIELDS = ["name", "email", "phoneno", "message"] as const;

/** Something@domain.tld with no spaces: plausible, not RFC 5322 (the reply is what proves it). */
export const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const PHONE_MESSAGE = englishMessages.contact.phone;

/** `m` is the request's language (server/messages); English when none was named. */
export function checkContactMessage(body: unknown, m: ServerMessages["contact"] = englishMessages.contact): Checked<ContactMessageInput> {
  if (!isJsonObject(body)) return { ok: false, error: m.body };
  const text: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const key of FIELDS) {
    const label = m.labels[key];
    const raw = body[key];
    if (raw === undefined || raw === null) return { ok: false, field: key, error: m.required(label) };
    if (typeof raw !== "string") return { ok: false, field: key, error: m.notText(label) };
    const value = raw.trim();
    if (value === "") return { ok: false, field: key, error: m.required(label) };
    if (!isPlainText(value, key === "message")) return { ok: false, field: key, error: m.badCharacters(label) };
    text[key] = value;
  }
  const { name = "", email = "", phoneno = "", message = "" } = text;
  if (name.length > CONTACT_LIMITS.name) return { ok: false, field: "name", error: m.tooLong(m.labels.name, CONTACT_LIMITS.name) };
  if (email.length > CONTACT_LIMITS.email) return { ok: false, field: "email", error: m.tooLong(m.labels.email, CONTACT_LIMITS.email) };
  if (!PLAUSIBLE_EMAIL.test(email)) return { ok: false, field: "email", error: m.invalidEmail };
  if (!INDIAN_MOBILE.test(phoneno)) return { ok: false, field: "phoneno", error: m.phone };
  if (message.length > CONTACT_LIMITS.message) return { ok: false, field: "message", error: m.tooLong(m.labels.message, CONTACT_LIMITS.message) };
  return { ok: true, value: { name, email, phoneno, message } };
}
