// POST /api/contact's rules: the contact form's (spec 2 §5, "Contact"), checked again on the
// server. All four fields are required; the phone is a 10-digit Indian mobile number starting
// with 6-9 (this also satisfies the form's "+ then 10-15 digits" pattern); lengths are bounded
// so one message stays a few kilobytes.
import type { ContactMessageInput } from "../store/store";
import { isJsonObject, isPlainText, type Checked } from "./validation";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

const FIELDS = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "phoneno", label: "Phone number" },
  { key: "message", label: "Message" },
] as const;

/** Something@domain.tld with no spaces: plausible, not RFC 5322 (the reply is what proves it). */
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const PHONE_MESSAGE = "Please enter a valid 10-digit mobile number.";

export function checkContactMessage(body: unknown): Checked<ContactMessageInput> {
  if (!isJsonObject(body)) return { ok: false, error: "Send a JSON object with name, email, phoneno and message." };
  const text: Partial<Record<(typeof FIELDS)[number]["key"], string>> = {};
  for (const { key, label } of FIELDS) {
    const raw = body[key];
    if (raw === undefined || raw === null) return { ok: false, field: key, error: `${label} is required.` };
    if (typeof raw !== "string") return { ok: false, field: key, error: `${label} must be text.` };
    const value = raw.trim();
    if (value === "") return { ok: false, field: key, error: `${label} is required.` };
    if (!isPlainText(value, key === "message")) return { ok: false, field: key, error: `${label} contains characters that are not allowed.` };
    text[key] = value;
  }
  const { name = "", email = "", phoneno = "", message = "" } = text;
  if (name.length > CONTACT_LIMITS.name) return { ok: false, field: "name", error: `Name must be at most ${CONTACT_LIMITS.name} characters.` };
  if (email.length > CONTACT_LIMITS.email) return { ok: false, field: "email", error: `Email must be at most ${CONTACT_LIMITS.email} characters.` };
  if (!PLAUSIBLE_EMAIL.test(email)) return { ok: false, field: "email", error: "Please enter a valid email address." };
  if (!INDIAN_MOBILE.test(phoneno)) return { ok: false, field: "phoneno", error: PHONE_MESSAGE };
  if (message.length > CONTACT_LIMITS.message) return { ok: false, field: "message", error: `Message must be at most ${CONTACT_LIMITS.message} characters.` };
  return { ok: true, value: { name, email, phoneno, message } };
}
