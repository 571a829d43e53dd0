// Versioned schema migrations, applied in order at start-up by both engines. Each step is
// written once per dialect and never edited after it has shipped: change the schema by
// appending a step with the next version. The engines record applied versions in
// `schema_migrations` and run each pending step in its own transaction.

export interface Migration {
  version: number;
  /** A short name recorded beside the version. */
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "contact messages",
    // AUTOINCREMENT: ids are never reused, so an admin's "before id" cursor stays valid.
    sqlite: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phoneno TEXT NOT NULL,
        message TEXT NOT NULL
      );`,
    postgres: `
      CREATE TABLE contact_messages (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phoneno TEXT NOT NULL,
        message TEXT NOT NULL
      );`,
  },
  {
    version: 2,
    name: "accounts: users, log-in tokens and saved plans",
    // email_key is the address folded to lower case: UNIQUE makes one account per address
    // whatever its case. Times are ISO 8601 UTC text in SQLite (they sort as they compare).
    // A user's tokens and plans go with the user (ON DELETE CASCADE).
    sqlite: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL
      );
      CREATE TABLE auth_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX auth_tokens_by_expiry ON auth_tokens (expires_at);
      CREATE INDEX auth_tokens_by_user ON auth_tokens (user_id);
      CREATE TABLE plans (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        tool_id TEXT NOT NULL,
        inputs TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX plans_by_user ON plans (user_id, updated_at);`,
    postgres: `
      CREATE TABLE users (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL
      );
      CREATE TABLE auth_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at TIMESTAMPTZ NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX auth_tokens_by_expiry ON auth_tokens (expires_at);
      CREATE INDEX auth_tokens_by_user ON auth_tokens (user_id);
      CREATE TABLE plans (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        tool_id TEXT NOT NULL,
        inputs JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX plans_by_user ON plans (user_id, updated_at);`,
  },
  {
    version: 3,
    name: "rate counters: rate limits and the log-in lockout shared by every process",
    // One row per counted key (a scope and a digest of the client address or email, never the
    // address itself): the hits in the current window and when that window ends, in ms since
    // the epoch. Rows whose window has ended mean nothing and are swept by the expiry index.
    // UNLOGGED in PostgreSQL: counters need no WAL or replica copy; a crash of the database
    // empties the table (every window starts afresh), a clean restart keeps it.
    sqlite: `
      CREATE TABLE rate_counters (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_counters_by_expiry ON rate_counters (window_ends_at);`,
    postgres: `
      CREATE UNLOGGED TABLE rate_counters (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends_at BIGINT NOT NULL
      );
      CREATE INDEX rate_counters_by_expiry ON rate_counters (window_ends_at);`,
  },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** Steps not yet applied; refuses a database written by a newer version of the server. */
export function pendingMigrations(appliedVersion: number, migrations: readonly Migration[] = MIGRATIONS): readonly Migration[] {
  const latest = migrations.length === 0 ? 0 : migrations[migrations.length - 1].version;
  if (appliedVersion > latest) {
    throw new Error(`The database is at schema version ${appliedVersion}, newer than this server knows (${latest}): run the newer server, or restore a backup.`);
  }
  return migrations.filter((migration) => migration.version > appliedVersion);
}
