// The embedded default engine: one SQLite file under DATA_DIR, created and migrated on first
// start. WAL lets `npm run messages` read while the server writes; synchronous=FULL makes
// every commit fsync the WAL, so an answered write survives a crash or a power cut.
// Group commit: the writes that arrive in one turn of the event loop share one transaction
// and so one fsync (a few ms each here), and every one of them resolves after that commit.
import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS, pendingMigrations, type Migration } from "./migrations";
import { sqliteAuthTokens, sqlitePlans, sqliteUsers } from "./sqlite-accounts";
import { sqliteRateCounters } from "./sqlite-counters";
import type { ContactMessage, ContactMessageInput, ContactMessagePage, Store } from "./store";

export const SQLITE_FILE_NAME = "sense-and-life.sqlite";

interface ContactRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phoneno: string;
  message: string;
}

function toMessage(row: ContactRow): ContactMessage {
  return { id: row.id, createdAt: row.created_at, name: row.name, email: row.email, phoneno: row.phoneno, message: row.message };
}

function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const currentVersion = db.prepare<[], { version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
  const record = db.prepare<[number, string]>("INSERT INTO schema_migrations (version, name) VALUES (?, ?)");
  for (const migration of pendingMigrations(currentVersion.get()?.version ?? 0, migrations)) {
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both
    // apply a step; the loser re-reads the version inside its own transaction.
    db.transaction(() => {
      if ((currentVersion.get()?.version ?? 0) >= migration.version) return;
      db.exec(migration.sqlite);
      record.run(migration.version, migration.name);
    }).immediate();
  }
}

export function openSqliteStore(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SQLITE_FILE_NAME);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  try {
    migrate(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  const rateCounters = sqliteRateCounters(file);

  const insert = db.prepare<[string, string, string, string], ContactRow>(
    "INSERT INTO contact_messages (name, email, phoneno, message) VALUES (?, ?, ?, ?) RETURNING *",
  );
  const newest = db.prepare<[number], ContactRow>("SELECT * FROM contact_messages ORDER BY id DESC LIMIT ?");
  const olderThan = db.prepare<[number, number], ContactRow>("SELECT * FROM contact_messages WHERE id < ? ORDER BY id DESC LIMIT ?");
  const version = db.prepare<[], { version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
  const insertOne = (input: ContactMessageInput): ContactMessage => {
    const row = insert.get(input.name, input.email, input.phoneno, input.message);
    if (row === undefined) throw new Error("SQLite returned no row for an insert.");
    return toMessage(row);
  };
  const insertAll = db.transaction((inputs: readonly ContactMessageInput[]) => inputs.map(insertOne));

  interface PendingWrite {
    input: ContactMessageInput;
    resolve: (message: ContactMessage) => void;
    reject: (error: unknown) => void;
  }
  let pending: PendingWrite[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      const saved = insertAll(batch.map((write) => write.input));
      batch.forEach((write, index) => write.resolve(saved[index]));
    } catch {
      // The batch rolled back whole: retry each alone so one bad write fails only itself.
      for (const write of batch) {
        try {
          write.resolve(insertOne(write.input));
        } catch (error) {
          write.reject(error);
        }
      }
    }
  };

  return {
    engine: "sqlite",
    contactMessages: {
      add(input: ContactMessageInput): Promise<ContactMessage> {
        return new Promise((resolve, reject) => {
          pending.push({ input, resolve, reject });
          if (pending.length === 1) setImmediate(flush);
        });
      },
      async list({ limit, beforeId }): Promise<ContactMessagePage> {
        // One row more than asked tells whether an older page exists.
        const rows = beforeId === undefined ? newest.all(limit + 1) : olderThan.all(beforeId, limit + 1);
        const page = rows.slice(0, limit).map(toMessage);
        return { messages: page, nextBeforeId: rows.length > limit ? page[page.length - 1].id : null };
      },
    },
    users: sqliteUsers(db),
    authTokens: sqliteAuthTokens(db),
    plans: sqlitePlans(db),
    rateCounters,
    async schemaVersion() {
      return version.get()?.version ?? 0;
    },
    async close() {
      flush();
      rateCounters.close();
      if (db.open) db.close();
    },
  };
}
