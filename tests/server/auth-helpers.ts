// What the account tests share: a clock they move by hand (token expiry, the log-in slowdown
// recorded instead of waited for), a JSON caller with an optional bearer token, and a look at
// the raw rows an engine stored.
import Database from "better-sqlite3";
import { join } from "node:path";
import pg from "pg";
import type { AuthClock } from "../../server/auth/clock";
import { SQLITE_FILE_NAME } from "../../server/store/sqlite-store";
import type { EngineEnv, EngineName } from "./engines";

export class ManualClock implements AuthClock {
  /** Every delay the server asked for, in order; none is waited out. */
  readonly sleeps: number[] = [];
  private current = Date.parse("2025-01-15T10:00:00.000Z");

  now(): number {
    return this.current;
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(baseURL: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseURL}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>), headers: response.headers };
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

let people = 0;
/** A new person with a unique email and a password that passes every rule. */
export function person(name = "Asha Verma"): Person {
  people += 1;
  return { name, email: `person${people}.${process.pid}@example.in`, password: `monsoon evening walk ${people}` };
}

/** Signs the person up, then logs in as the page does (sign-up itself gives no token), and answers their token. */
export async function signUp(baseURL: string, who: Person): Promise<string> {
  const answer = await call(baseURL, "POST", "/api/auth/signup", { body: who });
  if (answer.status !== 202) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const login = await call(baseURL, "POST", "/api/auth/login", { body: { email: who.email, password: who.password } });
  if (login.status !== 200) throw new Error(`log-in after sign-up answered ${login.status}: ${JSON.stringify(login.body)}`);
  return String(login.body.token);
}

/** The rows of one query, read straight from the engine's database (not through the store). */
export async function rawRows(engine: EngineName, where: EngineEnv, sql: string): Promise<Record<string, unknown>[]> {
  if (engine === "sqlite") {
    const db = new Database(join(where.storeConfig.dataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      return db.prepare(sql).all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.storeConfig.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
