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

describe("the contact form's rules in Bengali", () => {
  it("name each failed rule in Bengali, on the field it belongs to", async () => {
    const { messages: bn } = await import("./messages/contact.bn");
    expect(validateIn({ name: " ", email: "", phoneno: "5123456789", message: "\n" }, bn.rules)).toEqual({
      name: "অনুগ্রহ করে আপনার নাম লিখুন।",
      email: "অনুগ্রহ করে আপনার ইমেল ঠিকানা লিখুন।",
      phoneno: "অনুগ্রহ করে সঠিক 10 অঙ্কের মোবাইল নম্বর লিখুন।",
      message: "অনুগ্রহ করে আপনার বার্তা লিখুন।",
    });
    expect(validateIn({ ...valid, email: "asha@example" }, bn.rules).email).toBe("অনুগ্রহ করে সঠিক ইমেল ঠিকানা লিখুন।");
  });

  it("give the length rule's limit as the most the check accepts ('within 2000')", async () => {
    const { messages: bn } = await import("./messages/contact.bn");
    expect(validateIn({ ...valid, message: "ক".repeat(2000) }, bn.rules)).toEqual({});
    expect(validateIn({ ...valid, message: "ক".repeat(2001) }, bn.rules).message).toBe("অনুগ্রহ করে এটি 2000 অক্ষরের মধ্যে রাখুন।");
  });
});
