import { describe, expect, it } from "vitest";
import { isGuessablePassword } from "./password-strength";

describe("the sign-up form's guessability check", () => {
  it.each(["Password1!", "aaaaaaaaaa", "abcdefghij", "Passw0rd123", "qwertyuiop12", "1234567890"])("refuses %s", (password) => {
    expect(isGuessablePassword(password, "Asha Verma", "asha.verma@example.in")).toBe(true);
  });

  it.each(["monsoon evening walk", "mera-ghar-pune-2024", "मेरापासवर्डहै", "kX9#mP2qLw"])("accepts %s", (password) => {
    expect(isGuessablePassword(password, "Asha Verma", "asha.verma@example.in")).toBe(false);
  });

  it("counts the person's own name and email words as known", () => {
    expect(isGuessablePassword("ashaverma", "Asha Verma", "asha.verma@example.in")).toBe(true);
  });

  it("judges a 128-character password quickly (the l33t matcher is capped)", () => {
    const started = performance.now();
    isGuessablePassword("P4ssw0rd!".repeat(15).slice(0, 128), "Asha", "asha@example.in");
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
