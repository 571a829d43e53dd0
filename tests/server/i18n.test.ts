// The API in the page's language: a request from a Hindi page (`lang: 'hi'` in
// its body, or Accept-Language: hi for calls without one) gets Hindi messages and Hindi
// answers; a request that names no language, or one we do not have, is answered in English
// exactly as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_REPLIES } from "../../server/assistant/crisis-replies";
import { HELPLINE_TEXT, HI_HELPLINE_TEXT } from "../../server/assistant/safety";
import { englishMessages } from "../../server/messages";
import { bn } from "../../server/messages/bn";
import { hi } from "../../server/messages/hi";
import { mr } from "../../server/messages/mr";
import { call, person, signUp } from "./auth-helpers";
import { freshEngine, type EngineEnv } from "./engines";
import { startFakeModel, type FakeModel } from "./fake-model";
import { postJson, startApp, type RunningApp } from "./in-process";
import { SITE_PROMPTS } from "./site-prompts";

const DEVANAGARI = /[\u0900-\u097F]/;
const BENGALI = /[\u0980-\u09FF]/;
const ASK = "/api/wellness-assistant";
const VALID = { name: "Asha Verma", email: "asha@example.in", phoneno: "9876543210", message: "कृपया SIP के बारे में फोन करें।" };

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

describe("contact messages in the page's language", () => {
  it("answers a Hindi page's broken fields in Hindi, naming the same field", async () => {
    const phone = await postJson(server.baseURL, "/api/contact", { ...VALID, phoneno: "12345", lang: "hi" });
    expect(phone.status).toBe(400);
    expect(phone.body).toEqual({ error: hi.contact.phone, field: "phoneno" });
    const name = await postJson(server.baseURL, "/api/contact", { ...VALID, name: " ", lang: "hi" });
    expect(name.body).toEqual({ error: "नाम लिखना जरूरी है।", field: "name" });
  });

  it("stays in English with no lang, an English lang or a language it does not have", async () => {
    for (const lang of [undefined, "en", "ta", 7]) {
      const answer = await postJson(server.baseURL, "/api/contact", { ...VALID, email: "nope", lang });
      expect(answer.body, String(lang)).toEqual({ error: "Please enter a valid email address.", field: "email" });
    }
  });

  it("stores a Hindi page's valid message like any other", async () => {
    const answer = await postJson(server.baseURL, "/api/contact", { ...VALID, lang: "hi" });
    expect(answer.status).toBe(201);
  });
});

describe("account messages in the page's language", () => {
  it("answers sign-up rules, a guessable password, a sign-up and a failed log-in in Hindi", async () => {
    const short = await call(server.baseURL, "POST", "/api/auth/signup", { body: { ...person(), password: "short", lang: "hi" } });
    expect(short.body).toEqual({ error: hi.accounts.passwordTooShort(10), field: "password" });
    expect(String(short.body.error)).toMatch(DEVANAGARI);

    const who = person("Ravi Kumar");
    await signUp(server.baseURL, who);
    const guessable = await call(server.baseURL, "POST", "/api/auth/signup", { body: { ...person(), password: "Passw0rd123", lang: "hi" } });
    expect(guessable.body).toEqual({ error: hi.accounts.guessablePassword, field: "password" });
    expect(String(guessable.body.error)).toMatch(DEVANAGARI);
    const again = await call(server.baseURL, "POST", "/api/auth/signup", { body: { ...who, lang: "hi" } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: "धन्यवाद। अगर इस ईमेल से कोई अकाउंट नहीं था, तो अब बन गया है: अपने ईमेल और पासवर्ड से लॉग इन करें।" });

    const wrong = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: who.email, password: "not the password", lang: "hi" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: "ईमेल या पासवर्ड गलत है।" });
  });

  it("uses Accept-Language for calls without a body, and English without it", async () => {
    const hindi = await call(server.baseURL, "GET", "/api/auth/me", { token: "not-a-token", headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ error: hi.accounts.sessionEnded });
    const english = await call(server.baseURL, "GET", "/api/auth/me", { token: "not-a-token" });
    expect(english.body).toEqual({ error: "Your session has ended. Please log in again." });
  });

  it("answers plan rules in Hindi", async () => {
    const token = await signUp(server.baseURL, person());
    const unnamed = await call(server.baseURL, "POST", "/api/plans", { token, body: { name: "", toolId: "sip", inputs: {}, lang: "hi" } });
    expect(unnamed.body).toEqual({ error: "कृपया प्लान को एक नाम दें।", field: "name" });
    const missing = await call(server.baseURL, "GET", "/api/plans/999999", { token, headers: { "accept-language": "hi" } });
    expect(missing.body).toEqual({ error: hi.plans.notFound });
    const english = await call(server.baseURL, "GET", "/api/plans/999999", { token });
    expect(english.body).toEqual({ error: englishMessages.plans.notFound });
  });
});

describe("the assistant in Hindi", () => {
  it("answers every panel's prompt from the Hindi library when lang is 'hi'", async () => {
    for (const [kind, prompt] of Object.entries(SITE_PROMPTS)) {
      const answer = await postJson(server.baseURL, ASK, { prompt, lang: "hi" });
      expect(answer.status, kind).toBe(200);
      const text = String(answer.body.text);
      expect(text, kind).toMatch(DEVANAGARI);
      // Mostly Devanagari: the kept abbreviations and amounts are the only Latin.
      const latinWords = text.match(/[A-Za-z]{4,}/g) ?? [];
      expect(latinWords.filter((word) => word !== "MANAS"), kind).toEqual([]);
    }
  });

  it("keeps the arithmetic of the medical fund plan, with Indian digit grouping", async () => {
    const answer = await postJson(server.baseURL, ASK, { prompt: SITE_PROMPTS.medicalFund, lang: "hi" });
    const text = String(answer.body.text);
    expect(text).toContain("₹30,000");
    expect(text).toContain("₹90,000 (3 महीने) से ₹1,80,000 (6 महीने)");
    expect(text).toContain("हर महीने ₹7,500 बचाएं");
  });

  it("picks the Hindi answer by Hindi feeling words", async () => {
    const prompt = `${SITE_PROMPTS.physical.split("How I feel:")[0]}How I feel: रात को नींद नहीं आती`;
    const answer = await postJson(server.baseURL, ASK, { prompt, lang: "hi" });
    expect(String(answer.body.text)).toMatch(/सो|नींद|रात/);
  });

  it("answers self-harm in Hindi or English words with the Tele-MANAS helpline in the page's language", async () => {
    const hindiWords = await postJson(server.baseURL, ASK, { prompt: "मैं आत्महत्या के बारे में सोच रहा हूं", lang: "hi" });
    expect(hindiWords.body.text).toBe(HI_HELPLINE_TEXT);
    expect(HI_HELPLINE_TEXT).toContain("14416");
    const englishWords = await postJson(server.baseURL, ASK, { prompt: "I want to die", lang: "hi" });
    expect(englishWords.body.text).toBe(HI_HELPLINE_TEXT);
    const englishPage = await postJson(server.baseURL, ASK, { prompt: "मैं आत्महत्या के बारे में सोच रहा हूं" });
    expect(englishPage.body.text).toBe(HELPLINE_TEXT);
  });

  it("answers an empty prompt with the Hindi message, and in English without lang", async () => {
    const hindi = await postJson(server.baseURL, ASK, { prompt: " ", lang: "hi" });
    expect(hindi.body).toEqual({ error: "सवाल खाली नहीं हो सकता।", field: "prompt" });
    const english = await postJson(server.baseURL, ASK, { prompt: " " });
    expect(english.body).toEqual({ error: "Prompt must be a non-empty string.", field: "prompt" });
  });
});

describe("the assistant in Marathi", () => {
  it("answers every panel's prompt from the Marathi library when lang is 'mr'", async () => {
    for (const [kind, prompt] of Object.entries(SITE_PROMPTS)) {
      const answer = await postJson(server.baseURL, ASK, { prompt, lang: "mr" });
      expect(answer.status, kind).toBe(200);
      const text = String(answer.body.text);
      expect(text, kind).toMatch(DEVANAGARI);
      // Mostly Devanagari: the kept abbreviations, amounts and the helpline's name are the only Latin.
      const latinWords = text.replace("Tele-MANAS", "").match(/[A-Za-z]{4,}/g) ?? [];
      expect(latinWords, kind).toEqual([]);
    }
  });

  it("keeps the arithmetic of the medical fund plan, with Indian digit grouping", async () => {
    const answer = await postJson(server.baseURL, ASK, { prompt: SITE_PROMPTS.medicalFund, lang: "mr" });
    const text = String(answer.body.text);
    expect(text).toContain("मासिक अत्यावश्यक खर्च: ₹30,000.");
    expect(text).toContain("₹90,000 (3 महिने) ते ₹1,80,000 (6 महिने)");
    expect(text).toContain("दरमहा ₹7,500 बाजूला ठेवा");
  });

  it("picks the Marathi answer by Marathi feeling words", async () => {
    const prompt = `${SITE_PROMPTS.physical.split("How I feel:")[0]}How I feel: रात्री झोप लागत नाही`;
    const answer = await postJson(server.baseURL, ASK, { prompt, lang: "mr" });
    expect(String(answer.body.text)).toMatch(/झोप|रात्री/);
  });

  it("answers self-harm in Marathi or English words with the Tele-MANAS helpline in Marathi", async () => {
    const marathiWords = await postJson(server.baseURL, ASK, { prompt: "मला मरायचं आहे", lang: "mr" });
    expect(marathiWords.body.text).toBe(CRISIS_REPLIES.mr);
    expect(CRISIS_REPLIES.mr).toContain("14416");
    const englishWords = await postJson(server.baseURL, ASK, { prompt: "I want to die", lang: "mr" });
    expect(englishWords.body.text).toBe(CRISIS_REPLIES.mr);
  });

  it("answers an empty prompt with the Marathi message", async () => {
    const marathi = await postJson(server.baseURL, ASK, { prompt: " ", lang: "mr" });
    expect(marathi.body).toEqual({ error: mr.assistant.emptyPrompt, field: "prompt" });
    expect(mr.assistant.emptyPrompt).toMatch(DEVANAGARI);
  });
});

describe("the assistant and the API in Bengali", () => {
  it("answers every panel's prompt from the Bengali library when lang is 'bn'", async () => {
    for (const [kind, prompt] of Object.entries(SITE_PROMPTS)) {
      const answer = await postJson(server.baseURL, ASK, { prompt, lang: "bn" });
      expect(answer.status, kind).toBe(200);
      const text = String(answer.body.text);
      expect(text, kind).toMatch(BENGALI);
      const latinWords = text.match(/[A-Za-z]{4,}/g) ?? [];
      expect(latinWords.filter((word) => word !== "MANAS"), kind).toEqual([]);
    }
  });

  it("keeps the medical fund plan's arithmetic, with Indian digit grouping", async () => {
    const text = String((await postJson(server.baseURL, ASK, { prompt: SITE_PROMPTS.medicalFund, lang: "bn" })).body.text);
    expect(text).toContain("₹90,000 (3 মাস) থেকে ₹1,80,000 (6 মাস)");
    expect(text).toContain("প্রতি মাসে ₹7,500 জমান");
  });

  it("answers self-harm in Bengali or English words with the Tele-MANAS helpline in Bengali", async () => {
    for (const prompt of ["আমি আত্মহত্যার কথা ভাবছি", "আর বাঁচতে ইচ্ছে করে না", "I want to die"]) {
      const answer = await postJson(server.baseURL, ASK, { prompt, lang: "bn" });
      expect(answer.body.text, prompt).toBe(CRISIS_REPLIES.bn);
    }
    expect(CRISIS_REPLIES.bn).toContain("14416");
    expect(CRISIS_REPLIES.bn).toMatch(BENGALI);
    // Bengali words on an English page get the helpline in English, then in Bengali (safety.ts: crisisReply).
    const englishPage = await postJson(server.baseURL, ASK, { prompt: "আমি আত্মহত্যার কথা ভাবছি" });
    expect(englishPage.body.text).toBe(`${HELPLINE_TEXT}\n\n${CRISIS_REPLIES.bn}`);
  });

  it("answers a broken contact field and an empty prompt in Bengali", async () => {
    const phone = await postJson(server.baseURL, "/api/contact", { ...VALID, phoneno: "12345", lang: "bn" });
    expect(phone.body).toEqual({ error: bn.contact.phone, field: "phoneno" });
    const empty = await postJson(server.baseURL, ASK, { prompt: " ", lang: "bn" });
    expect(empty.body).toEqual({ error: "প্রশ্ন ফাঁকা রাখা যাবে না।", field: "prompt" });
  });
});

describe("a configured model asked from a Hindi page", () => {
  let fake: FakeModel;
  let withModel: RunningApp;
  beforeAll(async () => {
    fake = await startFakeModel();
    withModel = await startApp({ ...where.env, ASSISTANT_BASE_URL: fake.baseUrl, ASSISTANT_MODEL: "test-model", ASSISTANT_TIMEOUT_MS: "500" });
  });
  afterAll(async () => {
    await withModel.close();
    await fake.close();
  });

  it("is told to answer in Hindi, and only when the page is Hindi", async () => {
    fake.behave({ kind: "reply", content: "खाने के बाद 10 मिनट टहलें।" });
    fake.received.length = 0;
    const answer = await postJson(withModel.baseURL, ASK, { prompt: SITE_PROMPTS.physical, lang: "hi" });
    expect(answer.body).toEqual({ text: "खाने के बाद 10 मिनट टहलें।" });
    await postJson(withModel.baseURL, ASK, { prompt: SITE_PROMPTS.physical });
    const [hindiPage, englishPage] = fake.received;
    expect(hindiPage.body.messages?.[0].content).toMatch(/answer in simple, natural Hindi written in Devanagari/);
    expect(englishPage.body.messages?.[0].content).not.toMatch(/Hindi/);
  });

  it("is told to answer in Marathi when the page is Marathi", async () => {
    fake.behave({ kind: "reply", content: "जेवणानंतर 10 मिनिटे शतपावली करा." });
    fake.received.length = 0;
    const answer = await postJson(withModel.baseURL, ASK, { prompt: SITE_PROMPTS.physical, lang: "mr" });
    expect(answer.body).toEqual({ text: "जेवणानंतर 10 मिनिटे शतपावली करा." });
    const [marathiPage] = fake.received;
    expect(marathiPage.body.messages?.[0].content).toMatch(/answer in simple, natural Marathi written in Devanagari/);
    expect(marathiPage.body.messages?.[0].content).toMatch(/plain, warm Marathi/);
    expect(marathiPage.body.messages?.[0].content).not.toMatch(/natural Hindi/);
  });

  it("reports a model failure in Hindi", async () => {
    fake.behave({ kind: "status", status: 500 });
    const answer = await postJson(withModel.baseURL, ASK, { prompt: SITE_PROMPTS.physical, lang: "hi" });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ error: hi.assistant.httpStatus(500) });
  });
});
