// @vitest-environment jsdom
// The contact form against a local fake API (spec 2 §4, §5, §7, §8, §9): what it sends, the
// 'Sending...' state, the banners and their 5-second life, and the phone rules.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTimeouts, withFakeApi } from "../../tests/fixtures/fake-api-env";
import { setBrowserOffline } from "../../tests/fixtures/offline";
import { ContactForm } from "./contact-form";
import { messages } from "./messages/contact.en";

const { offline: OFFLINE_NOTICE, offlineNotSent: OFFLINE_NOT_SENT } = messages.banners;

const fake = withFakeApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});


const SUCCESS = "We've received your message. You'll hear from us soon.";
const FAILURE = "Oops! Something went wrong. Please try again later.";

function renderForm() {
  render(<ContactForm />);
  const fields = {
    name: screen.getByLabelText("Name") as HTMLInputElement,
    email: screen.getByLabelText("Email") as HTMLInputElement,
    phone: screen.getByLabelText("Phone") as HTMLInputElement,
    message: screen.getByLabelText("Message") as HTMLTextAreaElement,
  };
  return {
    fields,
    fill(values: Partial<Record<keyof typeof fields, string>> = {}) {
      const all = { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", message: "Please add a PPF calculator.", ...values };
      for (const [field, value] of Object.entries(all)) fireEvent.change(fields[field as keyof typeof fields], { target: { value } });
    },
    send: () => fireEvent.click(screen.getByRole("button", { name: "Send message" })),
  };
}

describe("the contact form", () => {
  it("marks every field required and gives the phone the browser pattern of an optional plus and 10-15 digits", () => {
    const { fields } = renderForm();
    for (const field of Object.values(fields)) expect(field.required).toBe(true);
    expect(fields.phone.pattern).toBe("\\+?[0-9]{10,15}");
    expect(fields.email.type).toBe("email");
  });

  it("posts {name, email, phoneno, message}, reads 'Sending...' meanwhile, then thanks and empties the form", async () => {
    const form = renderForm();
    form.fill({ name: "  Asha Rao " });
    const held = fake.api.holdNext();
    form.send();
    await held.arrived;
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(fake.api.requests).toEqual([
      {
        method: "POST",
        path: "/contact",
        contentType: "application/json",
        body: { name: "Asha Rao", email: "asha@example.in", phoneno: "9876543210", message: "Please add a PPF calculator." },
      },
    ]);
    held.release({ status: 201, json: { ok: true, id: 7 } });
    await screen.findByText(SUCCESS);
    expect(Object.values(form.fields).map((field) => field.value)).toEqual(["", "", "", ""]);
  });

  it("counts any OK status as success, whatever the body", async () => {
    const form = renderForm();
    form.fill();
    fake.api.answerNext({ status: 200, text: "not json at all" });
    form.send();
    await screen.findByText(SUCCESS);
  });

  it("shows the failure banner on a 500 and keeps what was typed", async () => {
    const form = renderForm();
    form.fill();
    fake.api.answerNext({ status: 500, json: { error: "Database unavailable" } });
    form.send();
    await screen.findByText(FAILURE);
    expect(form.fields.message.value).toBe("Please add a PPF calculator.");
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", false);
  });

  it("shows the failure banner when the connection drops", async () => {
    const form = renderForm();
    form.fill();
    fake.api.answerNext({ drop: true });
    form.send();
    await screen.findByText(FAILURE);
  });

  it("clears the banner after 5 seconds", async () => {
    fakeTimeouts();
    const form = renderForm();
    form.fill();
    fake.api.answerNext({ status: 201, json: { ok: true, id: 8 } });
    form.send();
    // Testing Library's findBy* and vi.waitFor lean on the (here faked) timers: poll on setImmediate.
    for (let turn = 0; turn < 5_000 && !screen.queryByText(SUCCESS); turn++) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    screen.getByText(SUCCESS);
    act(() => vi.advanceTimersByTime(4_999));
    screen.getByText(SUCCESS);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it("says it is offline beside the button, keeps a message sent offline without calling the server, and sends it once back online", async () => {
    const form = renderForm();
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    act(() => setBrowserOffline(true));
    screen.getByText(OFFLINE_NOTICE);
    form.fill();
    form.send();
    expect(within(screen.getByRole("alert")).getByText(OFFLINE_NOT_SENT)).toBeTruthy();
    expect(screen.queryByText(FAILURE)).toBeNull();
    expect(fake.api.requests).toHaveLength(0);
    expect(Object.values(form.fields).map((field) => field.value)).toEqual(["Asha Rao", "asha@example.in", "9876543210", "Please add a PPF calculator."]);

    act(() => setBrowserOffline(false));
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    expect(screen.queryByText(OFFLINE_NOT_SENT)).toBeNull();
    fake.api.answerNext({ status: 201, json: { ok: true, id: 9 } });
    form.send();
    await screen.findByText(SUCCESS);
    expect(fake.api.requests).toHaveLength(1);
  });

  it("says 'not sent: you are offline' rather than the failure banner when the connection goes while sending", async () => {
    const form = renderForm();
    form.fill();
    const held = fake.api.holdNext();
    form.send();
    await held.arrived;
    act(() => setBrowserOffline(true));
    held.release({ drop: true });
    await screen.findByText(OFFLINE_NOT_SENT);
    expect(screen.queryByText(FAILURE)).toBeNull();
    expect(form.fields.message.value).toBe("Please add a PPF calculator.");
  });

  it("refuses a phone that is not a 10-digit mobile number starting with 6-9, with the message tied to it", () => {
    const form = renderForm();
    for (const phone of ["5123456789", "+919876543210", "98765"]) {
      form.fill({ phone });
      form.send();
      const message = screen.getByText("Please enter a valid 10-digit mobile number.");
      expect(form.fields.phone.getAttribute("aria-describedby")).toBe(message.id);
      expect(form.fields.phone.getAttribute("aria-invalid")).toBe("true");
    }
    expect(fake.api.requests).toHaveLength(0);
  });

  it("asks for every empty field and moves focus to the first", () => {
    const form = renderForm();
    form.send();
    for (const text of ["Please enter your name.", "Please enter your email address.", "Please enter a valid 10-digit mobile number.", "Please enter your message."]) {
      screen.getByText(text);
    }
    expect(document.activeElement).toBe(form.fields.name);
    expect(fake.api.requests).toHaveLength(0);
  });
});
