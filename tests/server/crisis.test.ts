// A crisis message to POST /api/wellness-assistant always gets the helpline first, in the
// page's language: with no model (the offline responder), with a model on a fake
// OpenAI-compatible server on loopback (its reply checked and the helpline put in front), and
// when that model fails. The detector's own figures are in crisis/detector.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkForCrisis, crisisReply, HELPLINE_TEXT, HI_HELPLINE_TEXT } from "../../server/assistant/safety";
import { CRISIS_REPLIES } from "../../server/assistant/crisis-replies";
import { REPORTED_PHRASINGS } from "../fixtures/crisis-phrasings";
import { freshEngine, type EngineEnv } from "./engines";
import { startFakeModel, type FakeModel } from "./fake-model";
import { postJson, startApp, type RunningApp } from "./in-process";
import { SITE_PROMPTS } from "./site-prompts";

const ASK = "/api/wellness-assistant";
/** The mental panel's instruction around the visitor's words, as the site sends them. */
const asPanelPrompt = (words: string) => `${SITE_PROMPTS.mental.split("How I feel:")[0]}How I feel: ${words}`;

let where: EngineEnv;
beforeAll(async () => {
  where = await freshEngine("sqlite");
});
afterAll(() => where.cleanup());

describe("a crisis message with no model configured", () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp({ ...where.env });
  });
  afterAll(() => server.close());

  it.each(REPORTED_PHRASINGS.map((p) => p.text))("answers %j with the helpline in the page's language, never a tip", async (words) => {
    for (const lang of ["en", "hi"] as const) {
      const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt(words), lang });
      expect(response.status).toBe(200);
      expect(response.body.text).toBe(lang === "hi" ? HI_HELPLINE_TEXT : HELPLINE_TEXT);
    }
  });

  it("adds the answer in Bengali or Marathi when the message is written in it", async () => {
    const bengali = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("আমি আর বাঁচতে চাই না") });
    expect(bengali.body.text).toBe(`${HELPLINE_TEXT}\n\n${CRISIS_REPLIES.bn}`);
    const marathi = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("मी गळफास घेणार आहे"), lang: "hi" });
    expect(marathi.body.text).toBe(`${HI_HELPLINE_TEXT}\n\n${CRISIS_REPLIES.mr}`);
  });

  it("still answers an everyday idiom from the library", async () => {
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("This EMI is killing me") });
    expect(response.body.text).not.toContain("1-800-891-4416");
  });
});

describe("a crisis message with a model configured", () => {
  let fake: FakeModel;
  let server: RunningApp;
  beforeAll(async () => {
    fake = await startFakeModel();
    server = await startApp({ ...where.env, ASSISTANT_BASE_URL: fake.baseUrl, ASSISTANT_MODEL: "test-model", ASSISTANT_TIMEOUT_MS: "500" });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it("tells the model the message may be a crisis and to open with Tele-MANAS, and puts the helpline in front of a reply that did not", async () => {
    fake.behave({ kind: "reply", content: "Try saving ₹500 a month for peace of mind." });
    fake.received.length = 0;
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("मैं फांसी लगा लूंगा"), lang: "hi" });
    expect(response.status).toBe(200);
    expect(response.body.text).toBe(`${HI_HELPLINE_TEXT}\n\nTry saving ₹500 a month for peace of mind.`);
    const system = fake.received[0].body.messages?.[0].content ?? "";
    expect(system).toMatch(/may speak of suicide or self-harm/);
    expect(system).toMatch(/begin your reply with Tele-MANAS, India's free 24x7 mental-health helpline, on 14416 or 1-800-891-4416/);
    expect(system).toMatch(/Hindi/);
  });

  it("keeps a reply that already opens with the helpline as the model wrote it", async () => {
    const reply = "Please call Tele-MANAS on 14416 or 1-800-891-4416 now; it is free and open all night.\n\nYou reached out, and that matters.";
    fake.behave({ kind: "reply", content: reply });
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("i wanna die") });
    expect(response.body.text).toBe(reply);
  });

  it.each([
    ["answers 500", { kind: "status", status: 500 } as const],
    ["never answers", { kind: "hang" } as const],
    ["sends nothing readable", { kind: "raw", body: "{" } as const],
  ])("answers 200 with the helpline alone when the model %s", async (_what, behaviour) => {
    fake.behave(behaviour);
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("I've been cutting myself again") });
    expect(response.status).toBe(200);
    expect(response.body.text).toBe(HELPLINE_TEXT);
  });

  it("gives the model's reply to an ordinary message as it is, with the crisis rules in its system message", async () => {
    fake.behave({ kind: "reply", content: "Take a 10-minute walk after lunch." });
    fake.received.length = 0;
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt("This deadline is killing me") });
    expect(response.body.text).toBe("Take a 10-minute walk after lunch.");
    expect(fake.received[0].body.messages?.[0].content).toMatch(/If the person speaks of suicide, self-harm, wanting to die or not wanting to live, in any language/);
  });

  it("opens with the page's language and the message's own for a Bengali message on an English page", async () => {
    fake.behave({ kind: "reply", content: "আপনি একা নন।" });
    const words = "আমি নিজেকে শেষ করে দেব";
    const response = await postJson(server.baseURL, ASK, { prompt: asPanelPrompt(words) });
    expect(response.body.text).toBe(`${crisisReply("en", checkForCrisis(words))}\n\nআপনি একা নন।`);
  });
});
