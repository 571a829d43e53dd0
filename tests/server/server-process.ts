// Runs the real server (server/index.ts, as npm start does) in a child process on a loopback
// port, with a throwaway built-site folder, for tests that restart, kill or flood it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/server-process";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A minimal built site: the API tests do not need the real one (npm run build). The caller deletes it. */
export function tempDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "sense-dist-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Sense &amp; Life</title><p>test page</p>");
  return dir;
}

/** Settings that keep a test server quiet and unthrottled unless a test says otherwise. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ASSISTANT_BASE_URL: "",
  ASSISTANT_MODEL: "",
  ASSISTANT_API_KEY: "",
  ADMIN_TOKEN: "",
  RATE_LIMIT_CONTACT_PER_MINUTE: "1000000",
  RATE_LIMIT_ASSISTANT_PER_MINUTE: "1000000",
  RATE_LIMIT_ADMIN_PER_MINUTE: "1000000",
  RATE_LIMIT_LOGIN_PER_MINUTE: "1000000",
  RATE_LIMIT_ACCOUNT_PER_MINUTE: "1000000",
};

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once the process has gone. */
  exited: Promise<number | string | null>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** `entry` is the script to run: npm start's by default; the load bench passes its own variant. */
export async function startServer(env: Record<string, string>, port?: number, entry: readonly string[] = ["server/index.ts"]): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${listenPort}`;
  let log = "";
  const distDir = tempDist();
  const child = spawn(process.execPath, ["--import", "tsx", ...entry], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, ...TEST_ENV, ...env, PORT: String(listenPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => {
      rmSync(distDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering:\n${log}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/health within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseURL,
    child,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
