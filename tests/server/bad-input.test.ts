// Bad input: thousands of generated malformed requests (wrong types, huge strings, odd
// Unicode, deeply nested JSON, broken JSON, raw bytes, wrong content types and methods) sent
// to the real server process. Each must be answered below 500 (a 4xx with a JSON {error},
// or a 2xx when the generator happened to produce a valid request) and the process must
// survive them all.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEngine, type EngineEnv } from "./engines";
import { startServer, type ServerProcess } from "./server-process";

const RUNS = 3_000;
/** Bounded by the count, not by time; a busy two-core machine needs a few minutes at worst. */
const TIMEOUT_MS = 300_000;

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: fc.constantFrom("\u0000", "\u0007", "\u202e", "\ud800", "\udfff", "\ufeff", "\u200b", "🙏", "नमस्ते", '"', "\\", "{", "}", "\n") }),
  fc.string({ minLength: 3_000, maxLength: 30_000 }),
  fc.constantFrom("9876543210", "asha@example.in", "  ", "", "NaN", "null", "__proto__"),
);
const anyValue = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 5 }), fc.object(), fc.jsonValue());
const contactLike = fc.record({ name: anyValue, email: anyValue, phoneno: anyValue, message: anyValue }, { requiredKeys: [] });
const promptLike = fc.record({ prompt: anyValue }, { requiredKeys: [] });
const nested = fc.tuple(fc.integer({ min: 1, max: 12_000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"], ['{"prompt":', "}"])).map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);
const jsonText = fc.oneof(contactLike, promptLike, fc.jsonValue()).map((value) => JSON.stringify(value) ?? "");
const brokenJson = fc.tuple(jsonText, fc.nat()).map(([text, cut]) => text.slice(0, text.length === 0 ? 0 : cut % text.length));
const pollution = fc.constantFrom('{"__proto__":{"admin":true},"prompt":"hi"}', '{"constructor":{"prototype":{"x":1}},"prompt":"hi"}', '{"prompt":"hi","prompt":42}');
const body = fc.oneof(
  { weight: 4, arbitrary: jsonText.map((text): string | Uint8Array<ArrayBuffer> => text) },
  { weight: 1, arbitrary: nested },
  { weight: 2, arbitrary: brokenJson },
  { weight: 1, arbitrary: oddText },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4_000 }).map((bytes) => new Uint8Array(bytes)) },
);
const otherContentType = fc.constantFrom(
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "*/*",
  "",
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
  { weight: 4, arbitrary: otherContentType },
);
const request = fc.record({
  path: fc.constantFrom("/api/contact", "/api/wellness-assistant"),
  method: fc.oneof({ weight: 9, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") }),
  contentType,
  body,
});

describe("thousands of malformed requests", () => {
  let where: EngineEnv;
  let server: ServerProcess;
  beforeAll(async () => {
    where = await freshEngine("sqlite");
    server = await startServer({ ...where.env, LOG_LEVEL: "error" });
  });
  afterAll(async () => {
    await server.stop();
    where.cleanup();
  });

  it("are each answered below 500, a 4xx always with a JSON {error}, and the server survives", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, contentType: type, body: payload }) => {
        const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
        const response = await fetch(`${server.baseURL}${path}`, { method, headers, body: payload });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const parsed = JSON.parse(text) as { error?: unknown };
          expect(typeof parsed.error).toBe("string");
        }
      }),
      { numRuns: RUNS },
    );
    console.info(`statuses seen: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
    // Nothing was logged as a server fault ("request failed" is the 5xx log line).
    expect(server.output()).not.toContain("request failed");
  }, TIMEOUT_MS);
});
