// The real app (buildApp) listening on a loopback port inside the test process: quicker to
// start than a child process, for tests that need no restart.
import type { FastifyInstance } from "fastify";
import { rmSync } from "node:fs";
import { buildApp, type AppParts } from "../../server/app";
import { loadConfig, type ServerConfig } from "../../server/config/env";
import { TEST_ENV, tempDist } from "./server-process";

export interface RunningApp {
  app: FastifyInstance;
  baseURL: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string>, parts: AppParts = {}): Promise<RunningApp> {
  const distDir = tempDist();
  const config = loadConfig({ DIST_DIR: distDir, ...TEST_ENV, LOG_LEVEL: "silent", ...env, PORT: "0" });
  const app = await buildApp(config, parts);
  app.addHook("onClose", async () => rmSync(distDir, { recursive: true, force: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no address");
  return { app, baseURL: `http://127.0.0.1:${address.port}`, config, close: () => app.close() };
}

export async function postJson(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>), headers: response.headers };
}
