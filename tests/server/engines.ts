// The store engines every store-backed test runs against: SQLite in a temp folder, and
// PostgreSQL in a fresh database on the private instance (global-setup.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { createDatabase } from "./postgres-instance";

export interface EngineEnv {
  /** Environment for the server (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** The same as ServerConfig fields, for opening the store in-process. */
  storeConfig: { dataDir: string; databaseUrl: string | undefined };
  cleanup(): void;
}

export type EngineName = "sqlite" | "postgres";

export const ENGINES: readonly EngineName[] = ["sqlite", "postgres"];

/** True when this run skips PostgreSQL (only by an explicit developer opt-out). */
export function postgresSkipped(): boolean {
  return inject("postgresAdminUrl") === "";
}

export async function freshEngine(engine: EngineName): Promise<EngineEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), "sense-data-"));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === "sqlite") return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, storeConfig: { dataDir, databaseUrl: undefined }, cleanup };
  const databaseUrl = await createDatabase(inject("postgresAdminUrl"));
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, storeConfig: { dataDir, databaseUrl }, cleanup };
}
