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
