// The accounts' queries on SQLite: users, log-in tokens and saved plans (migration 2). Each
// write is its own transaction, committed (and fsynced, synchronous=FULL) before it resolves.
// Statements are prepared on first use, so a store opened at an older schema (a test of the
// upgrade path) still opens.
import type Database from "better-sqlite3";
import type { AuthTokens, NewAuthToken, NewUser, Plan, PlanInput, Plans, User, Users } from "./store";

interface UserRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  password_hash: string;
}

interface PlanRow {
  id: number;
  name: string;
  tool_id: string;
  inputs: string;
  created_at: string;
  updated_at: string;
}

/** A statement prepared the first time it is needed, then reused. */
function lazy<Params extends unknown[], Row>(db: Database.Database, sql: string): () => Database.Statement<Params, Row> {
  let statement: Database.Statement<Params, Row> | undefined;
  return () => (statement ??= db.prepare<Params, Row>(sql));
}

function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, createdAt: row.created_at };
}

function toPlan(row: PlanRow): Plan {
  return { id: row.id, name: row.name, toolId: row.tool_id, inputs: JSON.parse(row.inputs) as Record<string, string>, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function sqliteUsers(db: Database.Database): Users {
  // ON CONFLICT DO NOTHING returns no row when the email key is taken.
  const insert = lazy<[string, string, string, string], UserRow>(
    db,
    "INSERT INTO users (name, email, email_key, password_hash) VALUES (?, ?, ?, ?) ON CONFLICT (email_key) DO NOTHING RETURNING *",
  );
  const byEmailKey = lazy<[string], UserRow>(db, "SELECT * FROM users WHERE email_key = ?");
  const setHash = lazy<[string, number], unknown>(db, "UPDATE users SET password_hash = ? WHERE id = ?");
  return {
    async create(input: NewUser) {
      const row = insert().get(input.name, input.email, input.emailKey, input.passwordHash);
      return row === undefined ? null : toUser(row);
    },
    async findByEmailKey(emailKey: string) {
      const row = byEmailKey().get(emailKey);
      return row === undefined ? undefined : { ...toUser(row), passwordHash: row.password_hash };
    },
    async setPasswordHash(userId: number, passwordHash: string) {
      setHash().run(passwordHash, userId);
    },
  };
}

export function sqliteAuthTokens(db: Database.Database): AuthTokens {
  const insert = lazy<[string, number, string, string], unknown>(db, "INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)");
  const owner = lazy<[string, string], UserRow>(
    db,
    "SELECT users.* FROM auth_tokens JOIN users ON users.id = auth_tokens.user_id WHERE auth_tokens.token_hash = ? AND auth_tokens.expires_at > ?",
  );
  const remove = lazy<[string], unknown>(db, "DELETE FROM auth_tokens WHERE token_hash = ?");
  const removeExpired = lazy<[string], unknown>(db, "DELETE FROM auth_tokens WHERE expires_at <= ?");
  return {
    async add(token: NewAuthToken) {
      insert().run(token.tokenHash, token.userId, token.createdAt, token.expiresAt);
    },
    async findUser(tokenHash: string, now: string) {
      const row = owner().get(tokenHash, now);
      return row === undefined ? undefined : toUser(row);
    },
    async revoke(tokenHash: string) {
      return remove().run(tokenHash).changes > 0;
    },
    async deleteExpired(now: string) {
      return removeExpired().run(now).changes;
    },
  };
}

export function sqlitePlans(db: Database.Database): Plans {
  // The count and the insert are one statement, so the cap holds without a separate read.
  const insert = lazy<[number, string, string, string, string, string, number, number], PlanRow>(
    db,
    `INSERT INTO plans (user_id, name, tool_id, inputs, created_at, updated_at)
     SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM plans WHERE user_id = ?) < ?
     RETURNING *`,
  );
  const list = lazy<[number], PlanRow>(db, "SELECT * FROM plans WHERE user_id = ? ORDER BY updated_at DESC, id DESC");
  const one = lazy<[number, number], PlanRow>(db, "SELECT * FROM plans WHERE id = ? AND user_id = ?");
  const rename = lazy<[string, string, number, number], PlanRow>(db, "UPDATE plans SET name = ?, updated_at = ? WHERE id = ? AND user_id = ? RETURNING *");
  const remove = lazy<[number, number], unknown>(db, "DELETE FROM plans WHERE id = ? AND user_id = ?");
  return {
    async create(userId: number, input: PlanInput, now: string, maxPlans: number) {
      const row = insert().get(userId, input.name, input.toolId, JSON.stringify(input.inputs), now, now, userId, maxPlans);
      return row === undefined ? null : toPlan(row);
    },
    async list(userId: number) {
      return list().all(userId).map(toPlan);
    },
    async get(userId: number, planId: number) {
      const row = one().get(planId, userId);
      return row === undefined ? undefined : toPlan(row);
    },
    async rename(userId: number, planId: number, name: string, now: string) {
      const row = rename().get(name, now, planId, userId);
      return row === undefined ? undefined : toPlan(row);
    },
    async remove(userId: number, planId: number) {
      return remove().run(planId, userId).changes > 0;
    },
  };
}
