import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerToken, newToken, tokenHash } from "./tokens";

describe("log-in tokens", () => {
  it("are 32 random bytes in base64url, different every time", () => {
    const tokens = Array.from({ length: 50 }, newToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256", () => {
    const token = newToken();
    expect(tokenHash(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokenHash(token)).not.toContain(token);
  });

  it("are read only from a well-formed Bearer header", () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    for (const header of [undefined, "", token, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Bearer ${token} extra`, "Bearer t-123"]) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });
});
