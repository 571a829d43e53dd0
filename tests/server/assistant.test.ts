// POST /api/wellness-assistant against a fake OpenAI-compatible server on loopback, and with
// no model configured (the offline responder), on the real app listening on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELPLINE_TEXT } from "../../server/assistant/safety";
import { PROMPT_MAX_CHARS } from "../../server/routes/assistant";
import { freshEngine, type EngineEnv } from "./engines";
import { startFakeModel, type FakeModel } from "./fake-model";
import { freePort } from "../support/server-process";
import { postJson, startApp, type RunningApp } from "./in-process";
import { SITE_PROMPTS } from "./site-prompts";

const ASK = "/api/wellness-assistant";
const EMPTY = "Prompt must be a non-empty string.";
let where: EngineEnv;
beforeAll(async () => {
  where = await freshEngine("sqlite");
});
afterAll(() => where.cleanup());

describe("the assistant with a model configured", () => {
  let fake: FakeModel;
  let server: RunningApp;
  beforeAll(async () => {
    fake = await startFakeModel();
    server = await startApp({ ...where.env, ASSISTANT_BASE_URL: fake.baseUrl, ASSISTANT_MODEL: "test-model", ASSISTANT_API_KEY: "sk-test", ASSISTANT_TIMEOUT_MS: "500" });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it("answers 200 {text} with the model's reply, sending the system message, model and key", async () => {
    fake.behave({ kind: "reply", content: "  Try a 10-minute walk after lunch.  " });
    fake.received.length = 0;
    const response = await postJson(server.baseURL, ASK, { prompt: SITE_PROMPTS.physical });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ text: "Try a 10-minute walk after lunch." });
    const [sent] = fake.received;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.authorization).toBe("Bearer sk-test");
    expect(sent.body.model).toBe("test-model");
    expect(sent.body.messages?.[0].role).toBe("system");
    expect(sent.body.messages?.[0].content).toMatch(/Never diagnose/);
    expect(sent.body.messages?.[1]).toEqual({ role: "user", content: SITE_PROMPTS.physical });
  });

  it("answers 504 {error} when the model is slower than the server's timeout", async () => {
    fake.behave({ kind: "hang" });
    const response = await postJson(server.baseURL, ASK, { prompt: "Suggest a learning topic." });
    expect(response.status).toBe(504);
    expect(response.body.error).toBe("The assistant took too long to answer. Please try again.");
  });

  it("answers 502 {error} when the model answers 500", async () => {
    fake.behave({ kind: "status", status: 500 });
    const response = await postJson(server.baseURL, ASK, { prompt: "Suggest a learning topic." });
    expect(response.status).toBe(502);
    expect(response.body.error).toBe("The assistant service failed (HTTP 500). Please try again later.");
  });

  it("answers 502 {error} when the model sends malformed JSON", async () => {
    fake.behave({ kind: "raw", body: '{"choices": [ {"message": ' });
    const response = await postJson(server.baseURL, ASK, { prompt: "Suggest a learning topic." });
    expect(response.status).toBe(502);
    expect(response.body.error).toBe("The assistant service sent an answer we could not read. Please try again.");
  });

  it("answers 502 {error} when the model's JSON has no answer in it", async () => {
    fake.behave({ kind: "raw", body: '{"choices": []}' });
    const response = await postJson(server.baseURL, ASK, { prompt: "Suggest a learning topic." });
    expect(response.status).toBe(502);
    expect(response.body.error).toBe("The assistant service returned an empty answer. Please try again.");
  });

  it("answers a self-harm prompt with the Tele-MANAS helpline first, before the model's reply", async () => {
    fake.behave({ kind: "reply", content: "model text" });
    const response = await postJson(server.baseURL, ASK, { prompt: `${SITE_PROMPTS.mental.split("How I feel:")[0]}How I feel: I don't want to live anymore` });
    expect(response.status).toBe(200);
    expect(response.body.text).toBe(`${HELPLINE_TEXT}\n\nmodel text`);
    expect(response.body.text).toContain("14416");
    expect(response.body.text).toContain("1-800-891-4416");
  });
});

describe("the assistant with a model that cannot be reached", () => {
  it("answers 502 {error}", async () => {
    const closedPort = await freePort();
    const server = await startApp({ ...where.env, ASSISTANT_BASE_URL: `http://127.0.0.1:${closedPort}/v1`, ASSISTANT_MODEL: "m" });
    try {
      const response = await postJson(server.baseURL, ASK, { prompt: "Suggest a learning topic." });
      expect(response.status).toBe(502);
      expect(response.body.error).toBe("Could not reach the assistant service. Please try again later.");
    } finally {
      await server.close();
    }
  });
});

describe("the assistant with no model configured (offline responder)", () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp(where.env);
  });
  afterAll(() => server.close());

  async function ask(prompt: string): Promise<string> {
    const response = await postJson(server.baseURL, ASK, { prompt });
    expect(response.status).toBe(200);
    expect(typeof response.body.text).toBe("string");
    return String(response.body.text);
  }

  it("gives the physical panel one meal line and one 10-minute activity line", async () => {
    const lines = (await ask(SITE_PROMPTS.physical)).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Meal idea: \S/);
    expect(lines[1]).toMatch(/^10-minute activity: \S/);
  });

  it("gives the mental panel a tip and the reframer a 2-4 sentence reframe", async () => {
    expect((await ask(SITE_PROMPTS.mental)).length).toBeGreaterThan(40);
    const reframe = await ask(SITE_PROMPTS.reframe);
    const sentences = reframe.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim() !== "");
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });

  it("plans the medical fund with the spec's arithmetic for the detected ₹30,000", async () => {
    const plan = await ask(SITE_PROMPTS.medicalFund);
    expect(plan).toContain("₹90,000 (3 months) to ₹1,80,000 (6 months)");
    expect(plan).toContain("12-month plan: save ₹7,500 a month to reach ₹90,000.");
    expect(plan).toContain("24-month plan: save ₹7,500 a month to reach ₹1,80,000.");
  });

  it.each([
    ["reflection", /^Reflection prompt: /],
    ["mindfulness", /^Mindfulness exercise \(\d+ minutes\)[:,] /],
    ["learning", /^Learning topic: /],
    ["family", /^Family connection idea: /],
    ["community", /^Community action idea: /],
    ["relationship", /^Relationship nudge: /],
    ["hobby", /^Hobby to try: /],
    ["travel", /^Local travel idea: /],
    ["kindness", /^Act of kindness: /],
  ] as const)("answers the %s purpose button", async (kind, shape) => {
    const text = await ask(SITE_PROMPTS[kind]);
    expect(text).toMatch(shape);
    expect(text.length).toBeGreaterThan(40);
  });

  it("answers a self-harm prompt with the helpline", async () => {
    expect(await ask("Sometimes I think about suicide")).toBe(HELPLINE_TEXT);
  });

  it.each([
    ["no prompt", {}],
    ["an empty prompt", { prompt: "" }],
    ["a blank prompt", { prompt: " \n\t " }],
    ["a numeric prompt", { prompt: 42 }],
    ["a prompt that is a list", { prompt: ["hello"] }],
    ["a JSON array body", ["hello"]],
  ])("refuses %s with 400 'Prompt must be a non-empty string.'", async (_what, body) => {
    const response = await postJson(server.baseURL, ASK, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(EMPTY);
  });

  it("refuses a prompt longer than the bound with 400", async () => {
    const response = await postJson(server.baseURL, ASK, { prompt: "a".repeat(PROMPT_MAX_CHARS + 1) });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(`Prompt must be at most ${PROMPT_MAX_CHARS} characters.`);
  });
});
