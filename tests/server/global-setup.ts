// Starts one private PostgreSQL for the server tests (each test file creates its own database
// on it) and stops it afterwards. The PostgreSQL tests must run: when the instance cannot
// start this setup fails the run, unless a developer explicitly sets SKIP_POSTGRES_TESTS=1
// outside CI, and then every PostgreSQL test is reported as skipped.
import type { TestProject } from "vitest/node";
import { startPrivatePostgres } from "./postgres-instance";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the private instance; empty when PostgreSQL tests are skipped. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const optedOut = process.env.SKIP_POSTGRES_TESTS === "1" && !process.env.CI;
  if (optedOut) {
    console.warn("SKIP_POSTGRES_TESTS=1: the PostgreSQL store tests are SKIPPED in this run.");
    project.provide("postgresAdminUrl", "");
    return;
  }
  const instance = await startPrivatePostgres();
  project.provide("postgresAdminUrl", instance.url);
  return () => instance.stop();
}
