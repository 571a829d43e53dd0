// What the server never gives away: files under a dot-folder of the built site (the build
// manifest), and, in its refusals, anything but the app's JSON error with the security headers.
// Node's own refusals (a malformed request, a head too large) and fastify's (a URL it cannot
// decode) included, and none of them quotes the URL that was asked for.
import { mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../../server/security-headers";
import { freshEngine, type EngineEnv } from "./engines";
import { startApp, type RunningApp } from "./in-process";

const MANIFEST = JSON.stringify({ "index.html": { file: "assets/index-abc123.js", secret: "build-manifest-contents" } });
let where: EngineEnv;
let server: RunningApp;
beforeAll(async () => {
  where = await freshEngine("sqlite");
  server = await startApp(where.env);
  // Written after start: the site reads the manifest at start-up, the static files at each request.
  const distDir = server.config.distDir;
  mkdirSync(join(distDir, ".vite"), { recursive: true });
  writeFileSync(join(distDir, ".vite", "manifest.json"), MANIFEST);
  writeFileSync(join(distDir, ".vite", "manifest.json.br"), MANIFEST);
  writeFileSync(join(distDir, ".env"), "ADMIN_TOKEN=build-manifest-contents");
});
afterAll(async () => {
  await server.close();
  where.cleanup();
});

/** Sends raw bytes and gives back everything the server wrote before it closed. */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const port = Number(new URL(server.baseURL).port);
    const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
    let received = "";
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close after 10 s; received ${JSON.stringify(received)}`));
    }, 10_000);
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve(received);
    });
  });
}

function parseRaw(received: string): { status: number; headers: Map<string, string>; body: string } {
  const end = received.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = received.slice(0, end).split("\r\n");
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body: received.slice(end + 4) };
}

function expectJsonError(status: number, headers: { get(name: string): string | null | undefined }, body: string, path: string): void {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(headers.get("content-type")).toMatch(/^application\/json/);
  expect(headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual(["error"]);
  expect(typeof parsed.error).toBe("string");
  expect(body).not.toContain(path);
  expect(body.toLowerCase()).not.toContain("%c0");
}

describe("dot-folders of the built site", () => {
  it.each(["/.vite/manifest.json", "/.vite/", "/.env", "/assets/../.vite/manifest.json", "/%2evite/manifest.json", "/.vite%2fmanifest.json"])("are never served: %s", async (path) => {
    for (const encoding of ["identity", "br, gzip"]) {
      const response = await fetch(`${server.baseURL}${path}`, { headers: { "accept-encoding": encoding } });
      const body = await response.text();
      expect(body).not.toContain("build-manifest-contents");
      if (response.status !== 200) expectJsonError(response.status, response.headers, body, path);
    }
  });

  it.each(["/.vite/manifest.json", "/%2evite/manifest.json", "/.well-known/anything"])("answer 404 in the JSON shape rather than the app page: %s", async (path) => {
    const response = await fetch(`${server.baseURL}${path}`);
    expect(response.status).toBe(404);
    expectJsonError(response.status, response.headers, await response.text(), path);
  });
});

describe("refusals", () => {
  it("a URL fastify cannot decode is a 400 in the JSON shape that does not quote it", async () => {
    const parsed = parseRaw(await rawRequest("GET /%c0 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
    expect(parsed.status).toBe(400);
    expectJsonError(parsed.status, parsed.headers, parsed.body, "/%c0");
  });

  it("bytes that are not HTTP get Node's 400 in the JSON shape", async () => {
    const parsed = parseRaw(await rawRequest("HELLO /secret-path\r\n\r\n"));
    expect(parsed.status).toBe(400);
    expectJsonError(parsed.status, parsed.headers, parsed.body, "/secret-path");
  });

  it("a head too large gets Node's 431 in the JSON shape", async () => {
    const path = "/secret-path";
    const parsed = parseRaw(await rawRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`));
    expect(parsed.status).toBe(431);
    expectJsonError(parsed.status, parsed.headers, parsed.body, path);
  });

  it("an unknown API path is a 404 in the JSON shape that does not quote it", async () => {
    const path = "/api/no-such-thing-here";
    const response = await fetch(`${server.baseURL}${path}`);
    expect(response.status).toBe(404);
    expectJsonError(response.status, response.headers, await response.text(), path);
  });
});
