import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-strength";

const judge = (password: string) => passwordWeakness(password, "Asha Verma", "asha.verma@example.in");

describe("the sign-up form's password check", () => {
  it.each(["1234567890", "password123", "QWERTYUIOP"])("names %s one of the most common passwords, as the server does", (password) => {
    expect(judge(password)).toBe("common");
  });

  it.each(["Password1!", "aaaaaaaaaa", "abcdefghij", "Passw0rd123"])("judges %s easy to guess", (password) => {
    expect(judge(password)).toBe("guessable");
  });

  it.each(["monsoon evening walk", "mera-ghar-pune-2024", "मेरापासवर्डहै", "kX9#mP2qLw"])("accepts %s", (password) => {
    expect(judge(password)).toBeUndefined();
  });

  it("counts the person's own name and email words as known", () => {
    expect(judge("ashaverma")).toBe("guessable");
  });

  it("judges a 128-character password quickly (the l33t matcher is capped)", () => {
    const started = performance.now();
    passwordWeakness("P4ssw0rd!".repeat(15).slice(0, 128), "Asha", "asha@example.in");
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
