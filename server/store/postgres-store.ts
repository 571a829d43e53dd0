// The engine for a site that runs several server processes behind a load balancer: every
// process shares one PostgreSQL database (DATABASE_URL). A commit returns only once it is
// durable (PostgreSQL's default synchronous_commit), so an answered write survives a crash.
import pg from "pg";
import { MIGRATIONS, pendingMigrations, type Migration } from "./migrations";
import { postgresAuthTokens, postgresPlans, postgresUsers } from "./postgres-accounts";
import { postgresRateCounters } from "./postgres-counters";
import type { ContactMessage, ContactMessageInput, ContactMessagePage, Store } from "./store";

/** Any fixed number: processes starting together queue on it so one applies each step. */
const MIGRATION_LOCK_KEY = 4_216_006;

interface ContactRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  phoneno: string;
  message: string;
}

function toMessage(row: ContactRow): ContactMessage {
  // BIGINT arrives as a string; ids stay far below 2^53.
  return { id: Number(row.id), createdAt: row.created_at.toISOString(), name: row.name, email: row.email, phoneno: row.phoneno, message: row.message };
}

async function appliedVersion(client: pg.PoolClient | pg.Pool): Promise<number> {
  const result = await client.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
  return result.rows[0]?.version ?? 0;
}

async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    for (const migration of pendingMigrations(await appliedVersion(client), migrations)) {
      await client.query("BEGIN");
      try {
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export interface PostgresStoreOptions {
  migrations?: readonly Migration[];
  /** An idle pooled connection failed (e.g. the database restarted): log it; the pool reconnects. */
  onIdleError?: (error: Error) => void;
}

export async function openPostgresStore(connectionString: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: "sense-and-life",
  });
  // Without a listener an idle client's error would crash the process.
  pool.on("error", (error) => options.onIdleError?.(error));
  try {
    await migrate(pool, options.migrations ?? MIGRATIONS);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    engine: "postgres",
    contactMessages: {
      async add(input: ContactMessageInput): Promise<ContactMessage> {
        const result = await pool.query<ContactRow>(
          "INSERT INTO contact_messages (name, email, phoneno, message) VALUES ($1, $2, $3, $4) RETURNING *",
          [input.name, input.email, input.phoneno, input.message],
        );
        return toMessage(result.rows[0]);
      },
      async list({ limit, beforeId }): Promise<ContactMessagePage> {
        // One row more than asked tells whether an older page exists.
        const result =
          beforeId === undefined
            ? await pool.query<ContactRow>("SELECT * FROM contact_messages ORDER BY id DESC LIMIT $1", [limit + 1])
            : await pool.query<ContactRow>("SELECT * FROM contact_messages WHERE id < $1 ORDER BY id DESC LIMIT $2", [beforeId, limit + 1]);
        const page = result.rows.slice(0, limit).map(toMessage);
        return { messages: page, nextBeforeId: result.rows.length > limit ? page[page.length - 1].id : null };
      },
    },
    users: postgresUsers(pool),
    authTokens: postgresAuthTokens(pool),
    plans: postgresPlans(pool),
    rateCounters: postgresRateCounters(pool),
    schemaVersion: () => appliedVersion(pool),
    close: () => pool.end(),
  };
}
