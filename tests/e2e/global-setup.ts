// Starts the real server on loopback against the built dist/, once for all browser tests, and
// stops it afterwards. `npm test` builds dist/ before this runs.
import type { TestProject } from "vitest/node";
import { startServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseURL", server.baseURL);
  return () => server.stop();
}
