// Starts the real server on loopback against the built dist/, once for all browser tests, and
// stops it afterwards. `npm test` builds dist/ before this runs.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { startServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Bearer token for GET /api/contact, so a browser test can check a message was stored. */
    adminToken: string;
  }
}

export default async function setup(project: TestProject) {
  const adminToken = randomBytes(24).toString("hex");
  // Messages go to the server's throwaway SQLite folder, never ./data; the assistant answers
  // offline; the browser tests post from one address far faster than a person, so the limits
  // are lifted.
  const server = await startServer({
    DATABASE_URL: "",
    ADMIN_TOKEN: adminToken,
    ASSISTANT_BASE_URL: "",
    ASSISTANT_MODEL: "",
    RATE_LIMIT_CONTACT_PER_MINUTE: "10000",
    RATE_LIMIT_ASSISTANT_PER_MINUTE: "10000",
  });
  project.provide("baseURL", server.baseURL);
  project.provide("adminToken", adminToken);
  return () => server.stop();
}
