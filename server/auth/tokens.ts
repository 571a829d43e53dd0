// Log-in tokens: 32 random bytes the client keeps (base64url, 43 characters), stored only as
// their SHA-256, so a copy of the database holds nothing that logs anyone in.
import { createHash, randomBytes } from "node:crypto";

export const TOKEN_BYTES = 32;
/** base64url of 32 bytes, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token in `Authorization: Bearer <token>`, or undefined when the header is missing or is
 * not a token of ours. The store is then asked by the token's hash, an exact-match index
 * lookup: nothing is compared character by character against a secret.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return match && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}
