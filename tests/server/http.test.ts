// What every response does: JSON errors with fitting statuses, the body limit, per-client
// rate limits with Retry-After on the API routes that need them, and security headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../../server/app";
import { freshEngine, type EngineEnv } from "./engines";
import { postJson, startApp, type RunningApp } from "./in-process";

const VALID = { name: "Asha", email: "asha@example.in", phoneno: "9876543210", message: "Hello" };
let where: EngineEnv;
let server: RunningApp;
beforeAll(async () => {
  where = await freshEngine("sqlite");
  server = await startApp(where.env);
});
afterAll(async () => {
  await server.close();
  where.cleanup();
});

describe("errors", () => {
  it("answers a body over the limit with 413 {error}", async () => {
    const response = await postJson(server.baseURL, "/api/contact", { ...VALID, message: "x".repeat(BODY_LIMIT_BYTES) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "The request body is too large." });
  });

  it("answers malformed JSON with 400 {error}", async () => {
    for (const text of ['{"name": "Asha"', "{name: 'Asha'}", "[1, 2,]", "\u0000"]) {
      const response = await postJson(server.baseURL, "/api/wellness-assistant", text);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "The request body is not valid JSON." });
    }
  });

  it("answers an empty JSON body with 400 {error}", async () => {
    const response = await postJson(server.baseURL, "/api/contact", "");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "The request body is empty: send a JSON object." });
  });

  it("answers a body that is not JSON with 415 {error}", async () => {
    const response = await fetch(`${server.baseURL}/api/contact`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=Asha" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Send the body as JSON with Content-Type: application/json." });
  });

  it("answers an unknown API path or method with 404 {error}, and a page path with the app", async () => {
    const unknown = await fetch(`${server.baseURL}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found." });
    expect((await fetch(`${server.baseURL}/api/contact`, { method: "DELETE" })).status).toBe(404);
    const page = await fetch(`${server.baseURL}/health/mental-wellness`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  });
});

describe("security headers", () => {
  it("are on pages, API answers and errors alike", async () => {
    const responses = [
      await fetch(`${server.baseURL}/`),
      await fetch(`${server.baseURL}/api/health`),
      await fetch(`${server.baseURL}/api/nothing-here`),
      await fetch(`${server.baseURL}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    ];
    for (const response of responses) {
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Cross-origin isolation, for the Monte Carlo worker pool's SharedArrayBuffer.
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    }
  });
});

describe("rate limits", () => {
  let tight: RunningApp;
  let tightData: EngineEnv;
  beforeAll(async () => {
    tightData = await freshEngine("sqlite");
    tight = await startApp({ ...tightData.env, RATE_LIMIT_CONTACT_PER_MINUTE: "2", RATE_LIMIT_ASSISTANT_PER_MINUTE: "3", TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await tight.close();
    tightData.cleanup();
  });
  const from = (address: string) => ({ "x-forwarded-for": address });

  it("answer 429 with Retry-After once a client passes the contact limit", async () => {
    expect((await postJson(tight.baseURL, "/api/contact", VALID, from("203.0.113.1"))).status).toBe(201);
    expect((await postJson(tight.baseURL, "/api/contact", VALID, from("203.0.113.1"))).status).toBe(201);
    const limited = await postJson(tight.baseURL, "/api/contact", VALID, from("203.0.113.1"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  it("count each client separately", async () => {
    expect((await postJson(tight.baseURL, "/api/contact", VALID, from("203.0.113.2"))).status).toBe(201);
  });

  it("answer 429 with Retry-After once a client passes the assistant limit", async () => {
    const prompt = { prompt: "Suggest a learning topic." };
    for (let index = 0; index < 3; index += 1) expect((await postJson(tight.baseURL, "/api/wellness-assistant", prompt, from("203.0.113.3"))).status).toBe(200);
    const limited = await postJson(tight.baseURL, "/api/wellness-assistant", prompt, from("203.0.113.3"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
  });

  it("never apply to pages or the health check", async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await fetch(`${tight.baseURL}/money/borrowing`, { headers: from("203.0.113.1") })).status).toBe(200);
      expect((await fetch(`${tight.baseURL}/api/health`, { headers: from("203.0.113.1") })).status).toBe(200);
    }
  });
});
