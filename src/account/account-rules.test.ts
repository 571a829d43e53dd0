import { describe, expect, it } from "vitest";
import { checkLoginForm as checkLoginIn, checkSignupForm as checkSignupIn } from "./account-rules";
import { messages } from "./messages/account.en";

const checkLoginForm = (values: Parameters<typeof checkLoginIn>[0]) => checkLoginIn(values, messages.rules);
const checkSignupForm = (values: Parameters<typeof checkSignupIn>[0]) => checkSignupIn(values, messages.rules);

const GOOD = { name: "Asha", email: "asha@example.in", password: "monsoon evening walk", confirm: "monsoon evening walk" };

describe("the log-in form's checks", () => {
  it("ask for both fields and nothing more", () => {
    expect(checkLoginForm({ email: " ", password: "" })).toEqual({ email: "Please enter your email address.", password: "Please enter your password." });
    expect(checkLoginForm({ email: "not-an-email", password: "x" })).toEqual({});
  });
});

describe("the sign-up form's checks", () => {
  it("pass a complete sign-up", () => {
    expect(checkSignupForm(GOOD)).toEqual({});
  });

  it("say what is missing or wrong in each field", () => {
    expect(checkSignupForm({ name: "", email: "", password: "", confirm: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      password: "Please choose a password.",
    });
    expect(checkSignupForm({ ...GOOD, email: "asha@example" }).email).toBe("Please enter a valid email address.");
    expect(checkSignupForm({ ...GOOD, name: "n".repeat(101) }).name).toBe("Name must be at most 100 characters.");
    expect(checkSignupForm({ ...GOOD, password: "nine char", confirm: "nine char" }).password).toBe("Your password must be at least 10 characters.");
    expect(checkSignupForm({ ...GOOD, confirm: "monsoon evening wal" }).confirm).toBe("The two passwords do not match.");
  });

  it("count a password's characters, not its UTF-16 units", () => {
    expect(checkSignupForm({ ...GOOD, password: "🌧️🌧️🌧️🌧️🌧️", confirm: "🌧️🌧️🌧️🌧️🌧️" }).password).toBeUndefined();
    expect(checkSignupForm({ ...GOOD, password: "😀😀😀😀😀", confirm: "😀😀😀😀😀" }).password).toBe("Your password must be at least 10 characters.");
  });
});
