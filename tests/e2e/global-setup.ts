// Starts the real server (npm start's entry) on loopback against the built dist/, once for
// all browser tests, and stops it afterwards. `npm test` builds dist/ before this runs.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Bearer token for GET /api/contact, so a browser test can check a message was stored. */
    adminToken: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within 30 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(`${root}/dist/index.html`)) throw new Error("dist/ is missing: run `npm run build` first (npm test does it).");
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  // Messages go to a throwaway SQLite file, never ./data; the assistant answers offline; the
  // browser tests post from one address far faster than a person, so the limits are lifted.
  const dataDir = mkdtempSync(join(tmpdir(), "sense-e2e-data-"));
  const adminToken = randomBytes(24).toString("hex");
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_TOKEN: adminToken,
      ASSISTANT_BASE_URL: "",
      ASSISTANT_MODEL: "",
      RATE_LIMIT_CONTACT_PER_MINUTE: "10000",
      RATE_LIMIT_ASSISTANT_PER_MINUTE: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseURL, server, () => log);
  project.provide("baseURL", baseURL);
  project.provide("adminToken", adminToken);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
