// Saved plans against the real server on loopback and both stores: create, list, open,
// rename and delete; one user reaching for another's plans gets 404; the body rules; the cap
// per account; plans and accounts surviving a restart and the upgrade from schema version 1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_LIMITS } from "../../server/routes/plans-rules";
import { PLAN_NOT_FOUND_MESSAGE, TOO_MANY_PLANS_MESSAGE } from "../../server/routes/plans";
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from "../../server/store/migrations";
import { openPostgresStore } from "../../server/store/postgres-store";
import { openSqliteStore } from "../../server/store/sqlite-store";
import { call, ManualClock, person, signUp } from "./auth-helpers";
import { ENGINES, freshEngine, postgresSkipped, type EngineEnv } from "./engines";
import { startApp, type RunningApp } from "./in-process";
import { startServer } from "./server-process";

const SIP_PLAN = { name: "Retirement SIP", toolId: "sip", inputs: { monthlyInvestment: "15000", annualRate: "12", timePeriod: "25" } };

interface PlanBody {
  id: number;
  name: string;
  toolId: string;
  inputs: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

describe.each(ENGINES)("saved plans with the %s store", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();
  let where: EngineEnv;
  let server: RunningApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    if (skip) return;
    where = await freshEngine(engine);
    server = await startApp(where.env, { clock });
  });
  afterAll(async () => {
    await server?.close();
    where?.cleanup();
  });

  it.skipIf(skip)("are created, listed newest change first, opened, renamed and deleted by their owner", async () => {
    const token = await signUp(server.baseURL, person("Asha"));
    expect((await call(server.baseURL, "GET", "/api/plans", { token })).body).toEqual({ plans: [] });

    const created = await call(server.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const sip = created.body.plan as PlanBody;
    expect(sip).toEqual({ ...SIP_PLAN, id: expect.any(Number), createdAt: new Date(clock.now()).toISOString(), updatedAt: new Date(clock.now()).toISOString() });

    clock.advance(60_000);
    const education = (await call(server.baseURL, "POST", "/api/plans", { token, body: { name: "  Meera's college  ", toolId: "education", inputs: { targetAmount: "2500000" } } })).body.plan as PlanBody;
    expect(education.name).toBe("Meera's college");
    const listed = (await call(server.baseURL, "GET", "/api/plans", { token })).body.plans as PlanBody[];
    expect(listed.map((plan) => plan.name)).toEqual(["Meera's college", "Retirement SIP"]);

    const opened = await call(server.baseURL, "GET", `/api/plans/${sip.id}`, { token });
    expect(opened.status).toBe(200);
    expect(opened.body.plan).toEqual(sip);

    clock.advance(60_000);
    const renamed = await call(server.baseURL, "PATCH", `/api/plans/${sip.id}`, { token, body: { name: "Retirement SIP (stepped)" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.plan).toEqual({ ...sip, name: "Retirement SIP (stepped)", updatedAt: new Date(clock.now()).toISOString() });
    const afterRename = (await call(server.baseURL, "GET", "/api/plans", { token })).body.plans as PlanBody[];
    expect(afterRename.map((plan) => plan.name)).toEqual(["Retirement SIP (stepped)", "Meera's college"]);

    const deleted = await call(server.baseURL, "DELETE", `/api/plans/${education.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await call(server.baseURL, "GET", `/api/plans/${education.id}`, { token })).status).toBe(404);
    expect((await call(server.baseURL, "DELETE", `/api/plans/${education.id}`, { token })).status).toBe(404);
    expect(((await call(server.baseURL, "GET", "/api/plans", { token })).body.plans as PlanBody[]).map((plan) => plan.id)).toEqual([sip.id]);
  });

  it.skipIf(skip)("are never shown, changed or deleted for another user: those requests get 404", async () => {
    const owner = await signUp(server.baseURL, person("Owner"));
    const other = await signUp(server.baseURL, person("Other"));
    const plan = (await call(server.baseURL, "POST", "/api/plans", { token: owner, body: SIP_PLAN })).body.plan as PlanBody;
    await call(server.baseURL, "POST", "/api/plans", { token: other, body: { ...SIP_PLAN, name: "Other's own" } });

    const reaches = [
      await call(server.baseURL, "GET", `/api/plans/${plan.id}`, { token: other }),
      await call(server.baseURL, "PATCH", `/api/plans/${plan.id}`, { token: other, body: { name: "Taken over" } }),
      await call(server.baseURL, "DELETE", `/api/plans/${plan.id}`, { token: other }),
    ];
    for (const answer of reaches) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: PLAN_NOT_FOUND_MESSAGE });
    }
    // The same answer as for a plan that does not exist at all.
    expect((await call(server.baseURL, "GET", "/api/plans/999999999", { token: other })).body).toEqual({ error: PLAN_NOT_FOUND_MESSAGE });
    expect(((await call(server.baseURL, "GET", "/api/plans", { token: other })).body.plans as PlanBody[]).map((each) => each.name)).toEqual(["Other's own"]);
    expect((await call(server.baseURL, "GET", `/api/plans/${plan.id}`, { token: owner })).body.plan).toEqual(plan);
  });

  it.skipIf(skip)("answer 401 to every call without a valid token", async () => {
    const token = await signUp(server.baseURL, person("Revoked"));
    const plan = (await call(server.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN })).body.plan as PlanBody;
    await call(server.baseURL, "POST", "/api/auth/logout", { token });
    const calls: [string, string, unknown][] = [
      ["POST", "/api/plans", SIP_PLAN],
      ["GET", "/api/plans", undefined],
      ["GET", `/api/plans/${plan.id}`, undefined],
      ["PATCH", `/api/plans/${plan.id}`, { name: "x" }],
      ["DELETE", `/api/plans/${plan.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const bearer of [token, undefined]) expect((await call(server.baseURL, method, path, { token: bearer, body })).status).toBe(401);
    }
  });

  it.skipIf(skip)(`stop at ${PLAN_LIMITS.plansPerUser} per account with 409, and take one again after a delete`, async () => {
    const token = await signUp(server.baseURL, person("Collector"));
    const ids: number[] = [];
    for (let index = 0; index < PLAN_LIMITS.plansPerUser; index += 1) {
      const answer = await call(server.baseURL, "POST", "/api/plans", { token, body: { ...SIP_PLAN, name: `Plan ${index}` } });
      expect(answer.status).toBe(201);
      ids.push((answer.body.plan as PlanBody).id);
    }
    const over = await call(server.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ error: TOO_MANY_PLANS_MESSAGE });
    await call(server.baseURL, "DELETE", `/api/plans/${ids[0]}`, { token });
    expect((await call(server.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN })).status).toBe(201);
  });
});

describe("plan rules (each answers a clear 400)", () => {
  let where: EngineEnv;
  let server: RunningApp;
  let token: string;
  beforeAll(async () => {
    where = await freshEngine("sqlite");
    server = await startApp(where.env);
    token = await signUp(server.baseURL, person("Rules"));
  });
  afterAll(async () => {
    await server.close();
    where.cleanup();
  });

  const inputsError = `inputs must be an object of at most ${PLAN_LIMITS.inputs} field ids, each mapped to text of at most ${PLAN_LIMITS.inputValue} characters.`;
  const tooMany = Object.fromEntries(Array.from({ length: PLAN_LIMITS.inputs + 1 }, (_, index) => [`field${index}`, "1"]));
  const cases: [string, unknown, string, string | undefined][] = [
    ["a JSON array", [SIP_PLAN], "Send a JSON object with name, toolId and inputs.", undefined],
    ["no name", { ...SIP_PLAN, name: undefined }, "Please give the plan a name.", "name"],
    ["a blank name", { ...SIP_PLAN, name: "  " }, "Please give the plan a name.", "name"],
    ["a name too long", { ...SIP_PLAN, name: "n".repeat(PLAN_LIMITS.name + 1) }, `The plan name must be at most ${PLAN_LIMITS.name} characters.`, "name"],
    ["a name with a control character", { ...SIP_PLAN, name: "Plan\u0000" }, "The plan name contains characters that are not allowed.", "name"],
    ["no tool id", { ...SIP_PLAN, toolId: undefined }, "toolId must be a calculator id such as sip or retirement.", "toolId"],
    ["a tool id with a slash", { ...SIP_PLAN, toolId: "../admin" }, "toolId must be a calculator id such as sip or retirement.", "toolId"],
    ["a tool id with a query", { ...SIP_PLAN, toolId: "sip?x=1" }, "toolId must be a calculator id such as sip or retirement.", "toolId"],
    ["inputs as a string", { ...SIP_PLAN, inputs: "monthlyInvestment=5000" }, inputsError, "inputs"],
    ["inputs as a list", { ...SIP_PLAN, inputs: ["5000"] }, inputsError, "inputs"],
    ["a number as an input value", { ...SIP_PLAN, inputs: { monthlyInvestment: 5000 } }, inputsError, "inputs"],
    ["a nested input value", { ...SIP_PLAN, inputs: { monthlyInvestment: { value: "5000" } } }, inputsError, "inputs"],
    ["an input value too long", { ...SIP_PLAN, inputs: { monthlyInvestment: "5".repeat(PLAN_LIMITS.inputValue + 1) } }, inputsError, "inputs"],
    ["an input key that is not a field id", { ...SIP_PLAN, inputs: { "monthly investment": "5000" } }, inputsError, "inputs"],
    ["an input key too long", { ...SIP_PLAN, inputs: { [`a${"b".repeat(PLAN_LIMITS.inputKey)}`]: "1" } }, inputsError, "inputs"],
    ["an input value with a line break", { ...SIP_PLAN, inputs: { monthlyInvestment: "5000\n" } }, inputsError, "inputs"],
    [`more than ${PLAN_LIMITS.inputs} inputs`, { ...SIP_PLAN, inputs: tooMany }, inputsError, "inputs"],
  ];

  it.each(cases)("refuses %s", async (_what, body, error, field) => {
    const answer = await call(server.baseURL, "POST", "/api/plans", { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(field === undefined ? { error } : { error, field });
  });

  it("refuses a rename to a blank or missing name", async () => {
    const plan = (await call(server.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN })).body.plan as PlanBody;
    for (const body of [{ name: " " }, {}, { name: 7 }]) {
      const answer = await call(server.baseURL, "PATCH", `/api/plans/${plan.id}`, { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "Please give the plan a name.", field: "name" });
    }
  });

  it("accepts the longest name and the most inputs allowed, and empty inputs", async () => {
    const biggest = Object.fromEntries(Array.from({ length: PLAN_LIMITS.inputs }, (_, index) => [`f${index}`, "9".repeat(PLAN_LIMITS.inputValue)]));
    expect((await call(server.baseURL, "POST", "/api/plans", { token, body: { name: "न".repeat(PLAN_LIMITS.name), toolId: "sip-need", inputs: biggest } })).status).toBe(201);
    expect((await call(server.baseURL, "POST", "/api/plans", { token, body: { name: "Defaults", toolId: "RD", inputs: {} } })).status).toBe(201);
  });

  it("answers 404 for paths that cannot name a plan", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "01", "99999999999999999999"]) {
      expect((await call(server.baseURL, "GET", `/api/plans/${id}`, { token })).status).toBe(404);
      expect((await call(server.baseURL, "DELETE", `/api/plans/${id}`, { token })).status).toBe(404);
    }
  });
});

describe.each(ENGINES)("accounts and plans with the %s store, across restarts", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();

  it.skipIf(skip)("are still there after the server restarts: the same password logs in and the plans open", async () => {
    const where = await freshEngine(engine);
    const who = person("Restart");
    const first = await startServer(where.env);
    let planId: number;
    try {
      const token = await signUp(first.baseURL, who);
      planId = ((await call(first.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN })).body.plan as PlanBody).id;
    } finally {
      await first.stop();
    }
    const second = await startServer(where.env);
    try {
      const login = await call(second.baseURL, "POST", "/api/auth/login", { body: { email: who.email, password: who.password } });
      expect(login.status).toBe(200);
      const opened = await call(second.baseURL, "GET", `/api/plans/${planId}`, { token: String(login.body.token) });
      expect(opened.body.plan).toMatchObject(SIP_PLAN);
    } finally {
      await second.stop();
      where.cleanup();
    }
  });

  it.skipIf(skip)("upgrade a database at schema version 1, keeping its contact messages", async () => {
    const where = await freshEngine(engine);
    const open = (migrations = MIGRATIONS) =>
      engine === "sqlite" ? openSqliteStore(where.storeConfig.dataDir, migrations) : openPostgresStore(where.storeConfig.databaseUrl ?? "", { migrations });
    const old = await open(MIGRATIONS.slice(0, 1));
    const message = await old.contactMessages.add({ name: "Before accounts", email: "old@example.in", phoneno: "9876543210", message: "Still here?" });
    expect(await old.schemaVersion()).toBe(1);
    await old.close();
    const upgraded = await startApp(where.env);
    try {
      const token = await signUp(upgraded.baseURL, person("After"));
      expect((await call(upgraded.baseURL, "POST", "/api/plans", { token, body: SIP_PLAN })).status).toBe(201);
    } finally {
      await upgraded.close();
    }
    const reopened = await open();
    try {
      expect(await reopened.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
      expect((await reopened.contactMessages.list({ limit: 5 })).messages).toEqual([message]);
    } finally {
      await reopened.close();
      where.cleanup();
    }
  });
});
