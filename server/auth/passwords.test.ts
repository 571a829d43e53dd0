import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyAgainstDummy, verifyPassword } from "./passwords";

describe("password hashes", () => {
  it("record scrypt, its parameters, a 16-byte salt and a 32-byte key, never the password", async () => {
    const hash = await hashPassword("a quiet river at dawn");
    const [scheme, logN, r, p, salt, key] = hash.split("$");
    expect([scheme, Number(logN), Number(r), Number(p)]).toEqual(["scrypt", Math.log2(SCRYPT_PARAMS.N), SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    expect(hash).not.toContain("river");
  });

  it("use a fresh salt each time, so one password gives different hashes", async () => {
    const [first, second] = await Promise.all([hashPassword("same password here"), hashPassword("same password here")]);
    expect(first).not.toBe(second);
  });

  it("match the right password only", async () => {
    const hash = await hashPassword("a quiet river at dawn");
    expect(await verifyPassword("a quiet river at dawn", hash)).toEqual({ matches: true, needsRehash: false });
    expect((await verifyPassword("a quiet river at dawN", hash)).matches).toBe(false);
    expect((await verifyPassword("", hash)).matches).toBe(false);
  });

  it("match the same password whether its accents were typed composed or decomposed", async () => {
    const hash = await hashPassword("café au lait 2024");
    expect((await verifyPassword("cafe\u0301 au lait 2024", hash)).matches).toBe(true);
  });

  it("still verify a hash made with older, cheaper parameters and ask for a fresh one", async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync("an older password", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = ["scrypt", 14, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(await verifyPassword("an older password", old)).toEqual({ matches: true, needsRehash: true });
    expect(await verifyPassword("not the password", old)).toEqual({ matches: false, needsRehash: false });
  });

  it("refuse an unreadable stored hash instead of throwing", async () => {
    for (const stored of ["", "plain-text", "scrypt$99$8$1$AAAA$BBBB", "bcrypt$10$abc$def$ghi$jkl"]) {
      expect(await verifyPassword("anything at all", stored)).toEqual({ matches: false, needsRehash: false });
    }
  });

  it("check an unknown email's password against a dummy hash, which never matches", async () => {
    expect(await verifyAgainstDummy("any password")).toBe(false);
    expect(await verifyAgainstDummy("")).toBe(false);
  });
});
