// The accounts' queries on PostgreSQL: users, log-in tokens and saved plans (migration 2).
// Each statement commits on its own; BIGINT ids arrive as strings and stay far below 2^53.
import type pg from "pg";
import type { AuthTokens, NewAuthToken, NewUser, Plan, PlanInput, Plans, User, Users } from "./store";

interface UserRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  password_hash: string;
}

interface PlanRow {
  id: string;
  name: string;
  tool_id: string;
  /** JSONB arrives parsed. */
  inputs: Record<string, string>;
  created_at: Date;
  updated_at: Date;
}

function toUser(row: UserRow): User {
  return { id: Number(row.id), name: row.name, email: row.email, createdAt: row.created_at.toISOString() };
}

function toPlan(row: PlanRow): Plan {
  return { id: Number(row.id), name: row.name, toolId: row.tool_id, inputs: row.inputs, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() };
}

export function postgresUsers(pool: pg.Pool): Users {
  return {
    async create(input: NewUser) {
      // ON CONFLICT DO NOTHING returns no row when the email key is taken, even in a race.
      const result = await pool.query<UserRow>(
        "INSERT INTO users (name, email, email_key, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (email_key) DO NOTHING RETURNING *",
        [input.name, input.email, input.emailKey, input.passwordHash],
      );
      return result.rows.length === 0 ? null : toUser(result.rows[0]);
    },
    async findByEmailKey(emailKey: string) {
      const result = await pool.query<UserRow>("SELECT * FROM users WHERE email_key = $1", [emailKey]);
      const row = result.rows[0];
      return row === undefined ? undefined : { ...toUser(row), passwordHash: row.password_hash };
    },
    async setPasswordHash(userId: number, passwordHash: string) {
      await pool.query("UPDATE users SET password_hash = $1 WHERE id = $2", [passwordHash, userId]);
    },
  };
}

export function postgresAuthTokens(pool: pg.Pool): AuthTokens {
  return {
    async add(token: NewAuthToken) {
      await pool.query("INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        token.tokenHash,
        token.userId,
        token.createdAt,
        token.expiresAt,
      ]);
    },
    async findUser(tokenHash: string, now: string) {
      const result = await pool.query<UserRow>(
        "SELECT users.* FROM auth_tokens JOIN users ON users.id = auth_tokens.user_id WHERE auth_tokens.token_hash = $1 AND auth_tokens.expires_at > $2",
        [tokenHash, now],
      );
      return result.rows.length === 0 ? undefined : toUser(result.rows[0]);
    },
    async revoke(tokenHash: string) {
      return ((await pool.query("DELETE FROM auth_tokens WHERE token_hash = $1", [tokenHash])).rowCount ?? 0) > 0;
    },
    async deleteExpired(now: string) {
      return (await pool.query("DELETE FROM auth_tokens WHERE expires_at <= $1", [now])).rowCount ?? 0;
    },
  };
}

export function postgresPlans(pool: pg.Pool): Plans {
  return {
    async create(userId: number, input: PlanInput, now: string, maxPlans: number) {
      // The count and the insert are one statement, so the cap holds without a separate read.
      const result = await pool.query<PlanRow>(
        `INSERT INTO plans (user_id, name, tool_id, inputs, created_at, updated_at)
         SELECT $1::bigint, $2::text, $3::text, $4::jsonb, $5::timestamptz, $5::timestamptz
         WHERE (SELECT count(*) FROM plans WHERE user_id = $1::bigint) < $6::bigint
         RETURNING *`,
        [userId, input.name, input.toolId, JSON.stringify(input.inputs), now, maxPlans],
      );
      return result.rows.length === 0 ? null : toPlan(result.rows[0]);
    },
    async list(userId: number) {
      const result = await pool.query<PlanRow>("SELECT * FROM plans WHERE user_id = $1 ORDER BY updated_at DESC, id DESC", [userId]);
      return result.rows.map(toPlan);
    },
    async get(userId: number, planId: number) {
      const result = await pool.query<PlanRow>("SELECT * FROM plans WHERE id = $1 AND user_id = $2", [planId, userId]);
      return result.rows.length === 0 ? undefined : toPlan(result.rows[0]);
    },
    async rename(userId: number, planId: number, name: string, now: string) {
      const result = await pool.query<PlanRow>("UPDATE plans SET name = $1, updated_at = $2 WHERE id = $3 AND user_id = $4 RETURNING *", [name, now, planId, userId]);
      return result.rows.length === 0 ? undefined : toPlan(result.rows[0]);
    },
    async remove(userId: number, planId: number) {
      return ((await pool.query("DELETE FROM plans WHERE id = $1 AND user_id = $2", [planId, userId])).rowCount ?? 0) > 0;
    },
  };
}
