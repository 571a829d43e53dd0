// Chooses the engine from the configuration: PostgreSQL when DATABASE_URL is set, otherwise
// the embedded SQLite file under DATA_DIR (npm start with no set-up).
import type { ServerConfig } from "../config/env";
import { openPostgresStore } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";
import type { Store } from "./store";

export async function openStore(config: Pick<ServerConfig, "databaseUrl" | "dataDir">, onIdleError?: (error: Error) => void): Promise<Store> {
  if (config.databaseUrl !== undefined) return openPostgresStore(config.databaseUrl, { onIdleError });
  return openSqliteStore(config.dataDir);
}
