// One account per email address whatever its case: addresses are compared by this key.

/** Trimmed, Unicode-normalised (NFC) and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}
