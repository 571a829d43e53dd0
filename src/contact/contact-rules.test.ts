import { describe, expect, it } from "vitest";
import { isValidMobile, validateContact as validateIn } from "./contact-rules";
import { messages } from "./messages/contact.en";

const PHONE_MESSAGE = messages.rules.phone;
const validateContact = (values: Parameters<typeof validateIn>[0]) => validateIn(values, messages.rules);

const valid = { name: "Asha Rao", email: "asha@example.in", phoneno: "9876543210", message: "Please add a PPF calculator." };

describe("the contact form's rules", () => {
  it("accept a complete message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("require every field", () => {
    expect(Object.keys(validateContact({ name: " ", email: "", phoneno: "", message: "\n" })).sort()).toEqual(["email", "message", "name", "phoneno"]);
  });

  it("accept only 10-digit mobile numbers starting with 6-9", () => {
    for (const phone of ["6000000000", "7123456789", "8999999999", "9876543210"]) expect(isValidMobile(phone), phone).toBe(true);
    for (const phone of ["5123456789", "0987654321", "987654321", "98765432101", "+919876543210", "98765 43210", "98765-43210"]) {
      expect(isValidMobile(phone), phone).toBe(false);
    }
    expect(validateContact({ ...valid, phoneno: "5123456789" }).phoneno).toBe(PHONE_MESSAGE);
  });

  it("check the email's shape", () => {
    expect(validateContact({ ...valid, email: "asha@example" }).email).toBe("Please enter a valid email address.");
    expect(validateContact({ ...valid, email: "asha example.in" }).email).toBe("Please enter a valid email address.");
  });

  it("refuse a message longer than 2000 characters", () => {
    expect(validateContact({ ...valid, message: "x".repeat(2001) }).message).toBe("Please keep this under 2000 characters.");
  });
});
