// The server process: graceful shutdown on SIGTERM (requests in flight finish, the store is
// closed, exit 0) and structured logs that never carry message bodies, phone numbers,
// prompts or the admin token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEngine, type EngineEnv } from "./engines";
import { startFakeModel, type FakeModel } from "./fake-model";
import { postJson } from "./in-process";
import { startServer } from "./server-process";

let where: EngineEnv;
let fake: FakeModel;
beforeAll(async () => {
  where = await freshEngine("sqlite");
  fake = await startFakeModel();
});
afterAll(async () => {
  await fake.close();
  where.cleanup();
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("on SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, closes the store and exits 0", async () => {
    const server = await startServer({ ...where.env, LOG_LEVEL: "info", ASSISTANT_BASE_URL: fake.baseUrl, ASSISTANT_MODEL: "m" });
    fake.behave({ kind: "hold", content: "Answered after the signal." });
    fake.received.length = 0;
    const inFlight = postJson(server.baseURL, "/api/wellness-assistant", { prompt: "Suggest a learning topic." });
    await until(() => fake.received.length === 1);
    server.child.kill("SIGTERM");
    await until(() => server.output().includes("shutting down"));
    await expect(fetch(`${server.baseURL}/api/health`)).rejects.toThrow();
    fake.release();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ text: "Answered after the signal." });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"store closed"');
  });
});

describe("the logs", () => {
  it("record what happened without bodies, phone numbers, prompts or the admin token", async () => {
    const token = "log-test-admin-token-0123456789";
    const server = await startServer({ ...where.env, LOG_LEVEL: "trace", ADMIN_TOKEN: token, ASSISTANT_BASE_URL: fake.baseUrl, ASSISTANT_MODEL: "m" });
    const secrets = { phone: "9812345670", message: "SECRET-MESSAGE-BODY", name: "SECRET-NAME", email: "secret-mail@example.in", prompt: "SECRET-PROMPT-TEXT" };
    expect((await postJson(server.baseURL, "/api/contact", { name: secrets.name, email: secrets.email, phoneno: secrets.phone, message: secrets.message })).status).toBe(201);
    expect((await postJson(server.baseURL, "/api/contact", { name: secrets.name, email: secrets.email, phoneno: "12345", message: secrets.message })).status).toBe(400);
    expect((await postJson(server.baseURL, "/api/contact", `{"message": "${secrets.message}", oops`)).status).toBe(400);
    fake.behave({ kind: "status", status: 500 });
    expect((await postJson(server.baseURL, "/api/wellness-assistant", { prompt: secrets.prompt })).status).toBe(502);
    fake.behave({ kind: "reply", content: "fine" });
    expect((await postJson(server.baseURL, "/api/wellness-assistant", { prompt: secrets.prompt })).status).toBe(200);
    expect((await fetch(`${server.baseURL}/api/contact?limit=5`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await server.stop();

    const log = server.output();
    for (const secret of [...Object.values(secrets), token]) expect(log).not.toContain(secret);
    const lines = log.trim().split("\n").map((line) => JSON.parse(line) as { msg?: string });
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain("contact message stored");
    expect(messages).toContain("assistant upstream failed");
    expect(messages).toContain("assistant answered");
    expect(messages).toContain("request refused");
  });
});
