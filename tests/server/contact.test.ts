// POST /api/contact and the admin read, against the real server on loopback and real stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS, PHONE_MESSAGE } from "../../server/routes/contact-rules";
import { ENGINES, freshEngine, postgresSkipped, type EngineEnv } from "./engines";
import { postJson, startApp, type RunningApp } from "./in-process";
import { startServer } from "./server-process";

const ADMIN_TOKEN = "test-admin-token-0123456789";
const VALID = { name: "Asha Verma", email: "asha@example.in", phoneno: "9876543210", message: "Please call me about a SIP plan." };

async function readMessages(baseURL: string, query = "", token = ADMIN_TOKEN) {
  const response = await fetch(`${baseURL}/api/contact${query}`, { headers: token === "" ? {} : { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/contact validation (each rule answers a clear 400)", () => {
  let server: RunningApp;
  let where: EngineEnv;
  beforeAll(async () => {
    where = await freshEngine("sqlite");
    server = await startApp(where.env);
  });
  afterAll(async () => {
    await server.close();
    where.cleanup();
  });

  const cases: [string, unknown, string, string | undefined][] = [
    ["a JSON array", [VALID], "Send a JSON object with name, email, phoneno and message.", undefined],
    ["a JSON string", '"hello"', "Send a JSON object with name, email, phoneno and message.", undefined],
    ["JSON null", "null", "Send a JSON object with name, email, phoneno and message.", undefined],
    ["no name", { ...VALID, name: undefined }, "Name is required.", "name"],
    ["a blank name", { ...VALID, name: "   " }, "Name is required.", "name"],
    ["a numeric name", { ...VALID, name: 42 }, "Name must be text.", "name"],
    ["no email", { ...VALID, email: undefined }, "Email is required.", "email"],
    ["an email that is an object", { ...VALID, email: { at: "x" } }, "Email must be text.", "email"],
    ["an email without @", { ...VALID, email: "asha.example.in" }, "Please enter a valid email address.", "email"],
    ["an email without a domain dot", { ...VALID, email: "asha@example" }, "Please enter a valid email address.", "email"],
    ["an email with a space", { ...VALID, email: "asha verma@example.in" }, "Please enter a valid email address.", "email"],
    ["an email with nothing before @", { ...VALID, email: "@example.in" }, "Please enter a valid email address.", "email"],
    ["no phone number", { ...VALID, phoneno: undefined }, "Phone number is required.", "phoneno"],
    ["a phone number sent as a number", { ...VALID, phoneno: 9876543210 }, "Phone number must be text.", "phoneno"],
    ["a phone number starting with 5", { ...VALID, phoneno: "5876543210" }, PHONE_MESSAGE, "phoneno"],
    ["a 9-digit phone number", { ...VALID, phoneno: "987654321" }, PHONE_MESSAGE, "phoneno"],
    ["an 11-digit phone number", { ...VALID, phoneno: "98765432101" }, PHONE_MESSAGE, "phoneno"],
    ["a phone number with +91", { ...VALID, phoneno: "+919876543210" }, PHONE_MESSAGE, "phoneno"],
    ["a phone number with a space", { ...VALID, phoneno: "98765 43210" }, PHONE_MESSAGE, "phoneno"],
    ["a phone number with letters", { ...VALID, phoneno: "98765abcde" }, PHONE_MESSAGE, "phoneno"],
    ["no message", { ...VALID, message: undefined }, "Message is required.", "message"],
    ["a message that is null", { ...VALID, message: null }, "Message is required.", "message"],
    ["a message that is a list", { ...VALID, message: ["hi"] }, "Message must be text.", "message"],
    ["a name too long", { ...VALID, name: "A".repeat(CONTACT_LIMITS.name + 1) }, `Name must be at most ${CONTACT_LIMITS.name} characters.`, "name"],
    ["an email too long", { ...VALID, email: `${"a".repeat(CONTACT_LIMITS.email)}@x.in` }, `Email must be at most ${CONTACT_LIMITS.email} characters.`, "email"],
    ["a message too long", { ...VALID, message: "m".repeat(CONTACT_LIMITS.message + 1) }, `Message must be at most ${CONTACT_LIMITS.message} characters.`, "message"],
    ["a name with a NUL character", { ...VALID, name: "Asha\u0000" }, "Name contains characters that are not allowed.", "name"],
    ["a name with a line break", { ...VALID, name: "Asha\nVerma" }, "Name contains characters that are not allowed.", "name"],
    ["a message with a bell character", { ...VALID, message: "hi\u0007" }, "Message contains characters that are not allowed.", "message"],
    ["a message with a lone surrogate", { ...VALID, message: "hi \ud800 there" }, "Message contains characters that are not allowed.", "message"],
  ];

  it.each(cases)("refuses %s", async (_what, body, error, field) => {
    const response = await postJson(server.baseURL, "/api/contact", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(response.body.field).toBe(field);
  });

  it("accepts a valid message with line breaks and Indian scripts, trimmed, with 201 {ok, id}", async () => {
    const response = await postJson(server.baseURL, "/api/contact", { ...VALID, name: "  प्रिया  ", message: "पहली पंक्ति\nSecond line 🙏" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, id: expect.any(Number) });
  });

  it("accepts the longest allowed fields", async () => {
    const longest = { name: "N".repeat(CONTACT_LIMITS.name), email: `${"e".repeat(CONTACT_LIMITS.email - 5)}@x.in`, phoneno: "6000000000", message: "m".repeat(CONTACT_LIMITS.message) };
    expect((await postJson(server.baseURL, "/api/contact", longest)).status).toBe(201);
  });
});

describe.each(ENGINES)("contact messages with the %s store", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();

  it.skipIf(skip)("are still there after the server restarts", async () => {
    const where = await freshEngine(engine);
    const env = { ...where.env, ADMIN_TOKEN };
    const first = await startServer(env);
    const posted = await postJson(first.baseURL, "/api/contact", VALID);
    expect(posted.status).toBe(201);
    await first.stop();
    const second = await startServer(env);
    try {
      const { body } = await readMessages(second.baseURL);
      expect(body.messages).toEqual([{ ...VALID, id: posted.body.id, createdAt: expect.any(String) }]);
    } finally {
      await second.stop();
      where.cleanup();
    }
  });

  it.skipIf(skip)("are read newest first, in pages, only with the admin token", async () => {
    const where = await freshEngine(engine);
    const server = await startApp({ ...where.env, ADMIN_TOKEN });
    try {
      const ids: number[] = [];
      for (const name of ["First", "Second", "Third"]) ids.push(Number((await postJson(server.baseURL, "/api/contact", { ...VALID, name })).body.id));

      const missing = await readMessages(server.baseURL, "", "");
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(missing.body.error).toMatch(/admin token/);
      const wrong = await readMessages(server.baseURL, "", `${ADMIN_TOKEN}x`);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: "The admin token is not valid." });
      expect(wrong.body.messages).toBeUndefined();

      const firstPage = await readMessages(server.baseURL, "?limit=2");
      expect(firstPage.status).toBe(200);
      expect(firstPage.headers.get("cache-control")).toBe("no-store");
      expect((firstPage.body.messages as { name: string }[]).map((message) => message.name)).toEqual(["Third", "Second"]);
      expect(firstPage.body.nextBefore).toBe(ids[1]);
      const lastPage = await readMessages(server.baseURL, `?limit=2&before=${String(firstPage.body.nextBefore)}`);
      expect((lastPage.body.messages as { name: string }[]).map((message) => message.name)).toEqual(["First"]);
      expect(lastPage.body.nextBefore).toBeNull();

      expect((await readMessages(server.baseURL, "?limit=0")).status).toBe(400);
      expect((await readMessages(server.baseURL, "?limit=101")).status).toBe(400);
      expect((await readMessages(server.baseURL, "?before=abc")).body.error).toMatch(/before must be a message id/);
    } finally {
      await server.close();
      where.cleanup();
    }
  });
});

describe("the admin read with no ADMIN_TOKEN configured", () => {
  it("is switched off: 404 whatever token is sent", async () => {
    const where = await freshEngine("sqlite");
    const server = await startApp({ ...where.env, ADMIN_TOKEN: "" });
    try {
      await postJson(server.baseURL, "/api/contact", VALID);
      for (const token of ["", "anything-at-all-0123456789"]) {
        const response = await readMessages(server.baseURL, "", token);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: "Not found." });
      }
    } finally {
      await server.close();
      where.cleanup();
    }
  });
});
