// Several server processes on one PostgreSQL share one set of limits. Three real
// server processes (npm start's entry) on one private database, requests spread round-robin
// across them on loopback: the contact limit and the per-email lockout hold across the three,
// and a restarted process still refuses a locked email. The same suite runs on one process
// with SQLite, whose counts also outlive a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockoutMessage } from "../../server/routes/auth";
import { call, person, signUp, type Person } from "./auth-helpers";
import { freshEngine, postgresSkipped, type EngineEnv, type EngineName } from "./engines";
import { startServer, type ServerProcess } from "./server-process";

const CONTACT_PER_MINUTE = 5;
const EMAIL_FAILURES = 10;
const LOCKOUT_SECONDS = 15 * 60;
const MESSAGE = { name: "Asha Verma", email: "asha@example.in", phoneno: "9876543210", message: "Please call me about a SIP." };

const SETUPS: readonly { engine: EngineName; processes: number }[] = [
  { engine: "postgres", processes: 3 },
  { engine: "sqlite", processes: 1 },
];

describe.each(SETUPS)("limits with the $engine store on $processes process(es)", ({ engine, processes }) => {
  const skip = engine === "postgres" && postgresSkipped();
  let where: EngineEnv;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;
  let turn = 0;
  /** The next process in turn, as a round-robin load balancer would pick. */
  const next = () => servers[turn++ % servers.length].baseURL;
  let locked: Person | undefined;

  beforeAll(async () => {
    if (skip) return;
    where = await freshEngine(engine);
    env = {
      ...where.env,
      RATE_LIMIT_CONTACT_PER_MINUTE: String(CONTACT_PER_MINUTE),
      AUTH_LOCKOUT_EMAIL_FAILURES: String(EMAIL_FAILURES),
      AUTH_LOCKOUT_CLIENT_FAILURES: "1000",
      AUTH_LOCKOUT_MINUTES: "15",
    };
    // The first process migrates; the others then start together on the migrated database.
    servers.push(await startServer(env));
    servers.push(...(await Promise.all(Array.from({ length: processes - 1 }, () => startServer(env)))));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    where?.cleanup();
  });

  it.skipIf(skip)(`lets one client send ${CONTACT_PER_MINUTE} messages a minute in all, then every process answers 429`, async () => {
    const statuses = [];
    for (let index = 0; index < CONTACT_PER_MINUTE; index += 1) statuses.push((await call(next(), "POST", "/api/contact", { body: MESSAGE })).status);
    expect(statuses).toEqual(Array(CONTACT_PER_MINUTE).fill(201));
    for (const server of servers) {
      const refused = await call(server.baseURL, "POST", "/api/contact", { body: MESSAGE });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    }
  });

  it.skipIf(skip)(`refuses the ${EMAIL_FAILURES + 1}th log-in for an email after ${EMAIL_FAILURES} failures, whichever process answers, even with the right password`, async () => {
    const tara = person("Tara");
    await signUp(next(), tara);
    // Sent together, spread across the processes: each is counted once, whichever answers.
    // (Together, the slowdown's waits overlap: about 5 s in all rather than 22.5 s.)
    const failures = await Promise.all(Array.from({ length: EMAIL_FAILURES }, () => call(next(), "POST", "/api/auth/login", { body: { email: tara.email, password: "not my password at all" } })));
    expect(failures.map((answer) => answer.status)).toEqual(Array(EMAIL_FAILURES).fill(401));

    for (const server of servers) {
      const refused = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: tara.email.toUpperCase(), password: tara.password } });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(LOCKOUT_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOCKOUT_SECONDS);
      expect(refused.body).toEqual({ error: lockoutMessage(retryAfter) });
    }
    // Only that email is locked: someone else on the same address logs in.
    const ravi = person("Ravi");
    await signUp(next(), ravi);
    for (const server of servers) expect((await call(server.baseURL, "POST", "/api/auth/login", { body: { email: ravi.email, password: ravi.password } })).status).toBe(200);
    locked = tara;
  });

  it.skipIf(skip)("still refuses the locked email, and still counts the contact limit, after a process restarts", async () => {
    if (locked === undefined) throw new Error("the lockout test did not run first");
    const restarted = servers.pop();
    await restarted?.stop();
    servers.push(await startServer(env));
    const fresh = servers[servers.length - 1].baseURL;
    const refused = await call(fresh, "POST", "/api/auth/login", { body: { email: locked.email, password: locked.password } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(LOCKOUT_SECONDS - 120);
    expect((await call(fresh, "POST", "/api/contact", { body: MESSAGE })).status).toBe(429);
  });
});
