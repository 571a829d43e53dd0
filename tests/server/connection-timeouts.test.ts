// Slow clients: a client that sends nothing, trickles its head, stops after its head, or
// trickles its body one byte a second is answered 408 in the app's JSON shape (or cut off)
// within the configured limit; a kept-alive connection left idle is closed. The limits are
// short here (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS) so the test is quick.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshEngine, type EngineEnv } from "./engines";
import { startApp, type RunningApp } from "./in-process";

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const KEEP_ALIVE_MS = 1_000;
/** Node checks its timeouts every quarter of the head's limit; a busy shared machine adds more. */
const SLACK_MS = 2_000;

let where: EngineEnv;
let server: RunningApp;
let port: number;
beforeAll(async () => {
  where = await freshEngine("sqlite");
  server = await startApp({ ...where.env, HEADERS_TIMEOUT_MS: String(HEADERS_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS), KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS) });
  port = Number(new URL(server.baseURL).port);
});
afterAll(async () => {
  await server.close();
  where.cleanup();
});

interface Ending {
  /** Everything the server wrote before it closed the connection. */
  received: string;
  /** Milliseconds from the first byte sent to the close. */
  elapsedMs: number;
}

/**
 * Opens a connection, sends `head` at once (if any), then one byte of `trickle` every
 * `everyMs`, and resolves when the server closes the connection (or rejects after `giveUpMs`).
 */
function slowClient(head: string, trickle: string, everyMs: number, giveUpMs: number): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let received = "";
    let started = 0;
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(ticker);
      socket.destroy();
      reject(new Error(`the connection was still open after ${giveUpMs} ms; received: ${JSON.stringify(received)}`));
    }, giveUpMs);
    socket.on("connect", () => {
      started = performance.now();
      if (head !== "") socket.write(head);
      if (trickle !== "") {
        ticker = setInterval(() => {
          if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]);
        }, everyMs);
      }
    });
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    // The server may reset the connection after answering; what it wrote is still here.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(giveUp);
      clearInterval(ticker);
      resolve({ received, elapsedMs: performance.now() - started });
    });
  });
}

/** A 408 in the app's JSON shape with the security headers, or no answer at all (just a close). */
function expectTimedOut(ending: Ending): void {
  if (ending.received === "") return;
  const [head, body] = ending.received.split("\r\n\r\n");
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
  expect(head.toLowerCase()).toContain("content-type: application/json");
  expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/took too long/) });
}

const POST_HEAD = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;

describe("a client that is too slow", () => {
  it("is cut off when it connects and sends nothing", async () => {
    const ending = await slowClient("", "", 0, HEADERS_MS + SLACK_MS + 5_000);
    expectTimedOut(ending);
    expect(ending.elapsedMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it("is answered 408 when its head arrives one byte a second", async () => {
    const ending = await slowClient("", POST_HEAD, 1_000, HEADERS_MS + SLACK_MS + 5_000);
    expectTimedOut(ending);
    expect(ending.received).not.toBe("");
    expect(ending.elapsedMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it("is answered 408 when it sends its head and then no body", async () => {
    const ending = await slowClient(POST_HEAD, "", 0, REQUEST_MS + SLACK_MS + 5_000);
    expectTimedOut(ending);
    expect(ending.received).not.toBe("");
    expect(ending.elapsedMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(ending.elapsedMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  });

  it("is answered 408 when it trickles its body one byte a second", async () => {
    const body = JSON.stringify({ name: "Asha", email: "asha@example.in", phoneno: "9876543210", message: "x".repeat(120) }).padEnd(200, " ");
    const ending = await slowClient(POST_HEAD, body, 1_000, REQUEST_MS + SLACK_MS + 5_000);
    expectTimedOut(ending);
    expect(ending.received).not.toBe("");
    expect(ending.elapsedMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  });
});

describe("a kept-alive connection", () => {
  it("answers its request, then is closed once it has been idle for the keep-alive limit", async () => {
    const ending = await slowClient("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "", 0, KEEP_ALIVE_MS + SLACK_MS + 5_000);
    expect(ending.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(ending.received.toLowerCase()).toContain("keep-alive");
    expect(ending.elapsedMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(ending.elapsedMs).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });
});
