// The shared assistant helper against a local fake API (spec 2 §7, §8): what it sends, how it
// finds the reply's text, and each failure's message.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeApi, type FakeApi } from "../../tests/fixtures/fake-api";
import { askAssistant, AssistantError, extractReplyText } from "./assistant-client";

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  vi.stubEnv("VITE_API_BASE", api.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
afterEach(() => {
  api.requests.length = 0;
  api.clearQueue();
});

async function failure(promise: Promise<unknown>): Promise<AssistantError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AssistantError)) throw new Error(`expected an AssistantError, got ${String(error)}`);
  return error;
}

describe("extractReplyText", () => {
  it("takes the first present of text, output, result, response, message", () => {
    expect(extractReplyText(JSON.stringify({ message: "m", output: "o", text: "t" }))).toBe("t");
    expect(extractReplyText(JSON.stringify({ message: "m", output: "o" }))).toBe("o");
    expect(extractReplyText(JSON.stringify({ message: "m", result: "r" }))).toBe("r");
    expect(extractReplyText(JSON.stringify({ message: "m", response: "s" }))).toBe("s");
    expect(extractReplyText(JSON.stringify({ message: "m" }))).toBe("m");
  });

  it("skips null fields and keeps an empty text as empty", () => {
    expect(extractReplyText(JSON.stringify({ text: null, output: "o" }))).toBe("o");
    expect(extractReplyText(JSON.stringify({ text: "" }))).toBe("");
  });

  it("turns any other payload into a string", () => {
    expect(extractReplyText(JSON.stringify({ answer: "a" }))).toBe('{"answer":"a"}');
    expect(extractReplyText(JSON.stringify("just a string"))).toBe("just a string");
    expect(extractReplyText("plain text, not JSON")).toBe("plain text, not JSON");
    expect(extractReplyText(JSON.stringify({ text: { lines: ["a"] } }))).toBe('{"lines":["a"]}');
  });
});

describe("askAssistant", () => {
  it("posts { prompt } as JSON to {backend}/wellness-assistant and resolves with the text", async () => {
    api.answerNext({ status: 200, json: { text: "Try a 10-minute walk." } });
    await expect(askAssistant("I feel tired", { timeoutMs: 5_000 })).resolves.toBe("Try a 10-minute walk.");
    expect(api.requests).toEqual([
      { method: "POST", path: "/wellness-assistant", contentType: "application/json", body: { prompt: "I feel tired" } },
    ]);
  });

  it("rejects an empty prompt without calling the server", async () => {
    expect((await failure(askAssistant("   ", { timeoutMs: 5_000 }))).message).toBe("Prompt must be a non-empty string.");
    expect(api.requests).toHaveLength(0);
  });

  it("reports a non-OK answer as 'Server returned {status}: {body text}'", async () => {
    api.answerNext({ status: 503, json: { error: "Assistant unavailable" } });
    const error = await failure(askAssistant("hello", { timeoutMs: 5_000 }));
    expect(error.message).toBe('Server returned 503: {"error":"Assistant unavailable"}');
    expect(error.failure).toBe("server");
  });

  it("gives up after the caller's time-out with 'Request cancelled or timed out.'", async () => {
    // Held, so only the time-out can end the call. On a busy machine the 50 ms can pass before
    // the request has even reached the fake API: the hold is then cleared after the test.
    api.holdNext();
    const error = await failure(askAssistant("hello", { timeoutMs: 50 }));
    expect(error.message).toBe("Request cancelled or timed out.");
    expect(error.failure).toBe("aborted");
  });

  it("stops when the caller aborts, with the same message", async () => {
    const held = api.holdNext();
    const controller = new AbortController();
    const pending = failure(askAssistant("hello", { timeoutMs: 5_000, signal: controller.signal }));
    await held.arrived;
    controller.abort();
    expect((await pending).message).toBe("Request cancelled or timed out.");
  });

  it("reports a dropped connection with the error's own message", async () => {
    api.answerNext({ drop: true });
    const error = await failure(askAssistant("hello", { timeoutMs: 5_000 }));
    expect(error.failure).toBe("network");
    expect(error.message).not.toBe("");
    expect(error.message).not.toBe("Request cancelled or timed out.");
  });
});
