// A PostgreSQL outage: log-in fails closed (a clear 503, never a password checked without
// its counts) and the site stays readable: pages are served, /api/health answers 503 as
// documented so a load balancer can steer away, and the assistant, which needs no database,
// keeps answering within a limit counted in the process. When the database is back, so is
// log-in. The database is cut with a TCP relay, not stopped: other files share the instance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTERS_UNAVAILABLE_MESSAGE } from "../../server/limits/counters";
import { call, person, signUp, type Person } from "./auth-helpers";
import { freshEngine, postgresSkipped, type EngineEnv } from "./engines";
import { startApp, type RunningApp } from "./in-process";
import { startTcpProxy, throughProxy, type TcpProxy } from "./tcp-proxy";

const ASSISTANT_PER_MINUTE = 3;

describe.skipIf(postgresSkipped())("with PostgreSQL unreachable", () => {
  let where: EngineEnv;
  let proxy: TcpProxy;
  let server: RunningApp;
  let asha: Person;

  beforeAll(async () => {
    where = await freshEngine("postgres");
    const direct = new URL(where.storeConfig.databaseUrl ?? "");
    proxy = await startTcpProxy(direct.hostname, Number(direct.port));
    server = await startApp({ ...where.env, DATABASE_URL: throughProxy(direct.toString(), proxy), RATE_LIMIT_ASSISTANT_PER_MINUTE: String(ASSISTANT_PER_MINUTE) });
    asha = person("Asha");
    await signUp(server.baseURL, asha);
    await proxy.cut();
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    where?.cleanup();
  });

  it("refuses every log-in with 503 and a clear JSON error, right password or wrong, never checking one uncounted", async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const password = attempt % 2 === 0 ? "a guess at the password" : asha.password;
      const answer = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: asha.email, password } });
      statuses.push(answer.status);
      expect(answer.body).toEqual({ error: COUNTERS_UNAVAILABLE_MESSAGE });
      expect(answer.headers.get("retry-after")).toBe("30");
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    }
    expect(statuses).toEqual(Array(12).fill(503));
    expect((await call(server.baseURL, "POST", "/api/auth/signup", { body: person("Ravi") })).status).toBe(503);
    expect((await call(server.baseURL, "POST", "/api/contact", { body: { name: "Asha", email: "asha@example.in", phoneno: "9876543210", message: "Hello" } })).status).toBe(503);
  });

  it("still serves the site's pages, and /api/health says 503 so a load balancer can steer away", async () => {
    const page = await fetch(`${server.baseURL}/tools/sip`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Sense &amp; Life");
    const health = await call(server.baseURL, "GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ error: "The store is not answering." });
  });

  it("keeps the assistant answering, limited per client in this process", async () => {
    const statuses = [];
    for (let index = 0; index <= ASSISTANT_PER_MINUTE; index += 1) statuses.push((await call(server.baseURL, "POST", "/api/wellness-assistant", { body: { prompt: "Suggest a learning topic." } })).status);
    expect(statuses).toEqual([...Array(ASSISTANT_PER_MINUTE).fill(200), 429]);
  });

  it("lets the right password log in again once the database is back", async () => {
    await proxy.restore();
    const login = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: asha.email, password: asha.password } });
    expect(login.status).toBe(200);
    expect((await call(server.baseURL, "GET", "/api/health")).status).toBe(200);
  });
});
