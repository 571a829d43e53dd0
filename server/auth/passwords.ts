// Password hashing: scrypt from node:crypto with a random salt per password, compared in
// constant time. A stored hash records its own parameters, so raising the cost later keeps
// old hashes working and upgrades each one at its owner's next log-in.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * N = 2^15, r = 8, p = 1: 32 MiB and about 0.16 s of CPU per hash (measured on the 2-core
 * development machine), so a log-in stays quick while every guess against a stolen hash costs
 * the same. Node's default is N = 2^14; OWASP's suggestion of 2^17 took 128 MiB and 0.54 s of
 * CPU here, too much for a small server under a burst of log-ins. Online guessing is held
 * back by the lockout in login-throttle.ts instead.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Room for 128 * N * r bytes with the default parameters or any stored hash up to N = 2^16. */
const SCRYPT_MAXMEM_BYTES = 160 * 1024 * 1024;
const PREFIX = "scrypt";

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on two keyboards (composed or decomposed accents) matches.
    scrypt(password.normalize("NFKC"), salt, keyBytes, { ...params, maxmem: SCRYPT_MAXMEM_BYTES }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS, KEY_BYTES);
  return [PREFIX, Math.log2(SCRYPT_PARAMS.N), SCRYPT_PARAMS.r, SCRYPT_PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((value) => Number.isInteger(value) && value >= 1) || logN > 16 || r > 32 || p > 16) return undefined;
  const salt = Buffer.from(parts[4], "base64url");
  const key = Buffer.from(parts[5], "base64url");
  if (salt.length < 8 || key.length < 16) return undefined;
  return { params: { N: 2 ** logN, r, p }, salt, key };
}

export interface PasswordCheck {
  matches: boolean;
  /** The hash was made with other parameters than today's: store a fresh one. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (parsed === undefined) {
    // Unreadable hash: spend the same time as a real check, then refuse.
    await verifyAgainstDummy(password);
    return { matches: false, needsRehash: false };
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  const matches = timingSafeEqual(key, parsed.key);
  const { N, r, p } = parsed.params;
  const current = N === SCRYPT_PARAMS.N && r === SCRYPT_PARAMS.r && p === SCRYPT_PARAMS.p && parsed.key.length === KEY_BYTES;
  return { matches, needsRehash: matches && !current };
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the work of a real check and always fails: a log-in for an unknown email takes as long
 * as one with a wrong password, so the answer's timing does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  const parsed = parseHash(await dummyHash);
  if (parsed !== undefined) timingSafeEqual(await derive(password, parsed.salt, parsed.params, parsed.key.length), parsed.key);
  return false;
}
