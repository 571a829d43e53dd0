// The one store test suite, run against both engines: the behaviours the routes rely on.
import { afterEach, describe, expect, it } from "vitest";
import { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from "../../server/store/migrations";
import { openPostgresStore } from "../../server/store/postgres-store";
import { openSqliteStore } from "../../server/store/sqlite-store";
import type { ContactMessageInput, Store } from "../../server/store/store";
import { ENGINES, freshEngine, postgresSkipped, type EngineEnv, type EngineName } from "./engines";

const ASHA: ContactMessageInput = { name: "Asha Verma", email: "asha@example.in", phoneno: "9876543210", message: "Namaste!\nPlease call me after 6 pm." };

async function open(engine: EngineName, where: EngineEnv, migrations: readonly Migration[] = MIGRATIONS): Promise<Store> {
  return engine === "sqlite" ? openSqliteStore(where.storeConfig.dataDir, migrations) : openPostgresStore(where.storeConfig.databaseUrl ?? "", { migrations });
}

const NOTES_TABLE: Migration = {
  version: LATEST_SCHEMA_VERSION + 1,
  name: "notes (test only)",
  sqlite: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);",
  postgres: "CREATE TABLE notes (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body TEXT NOT NULL);",
};

describe.each(ENGINES)("the %s store", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();
  const opened: Store[] = [];
  const places: EngineEnv[] = [];
  async function fresh(migrations?: readonly Migration[]): Promise<{ store: Store; where: EngineEnv }> {
    const where = await freshEngine(engine);
    places.push(where);
    const store = await open(engine, where, migrations);
    opened.push(store);
    return { store, where };
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    for (const where of places.splice(0)) where.cleanup();
  });

  it.skipIf(skip)("creates its schema on first open, at the newest migration version", async () => {
    const { store } = await fresh();
    expect(store.engine).toBe(engine);
    expect(await store.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
  });

  it.skipIf(skip)("saves a message and gives it an id and a UTC timestamp, text unchanged", async () => {
    const { store } = await fresh();
    const before = Date.now();
    const saved = await store.contactMessages.add({ ...ASHA, name: "प्रिया 🌼 Iyer" });
    expect(saved).toMatchObject({ ...ASHA, name: "प्रिया 🌼 Iyer" });
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
    const { messages } = await store.contactMessages.list({ limit: 10 });
    expect(messages).toEqual([saved]);
  });

  it.skipIf(skip)("lists newest first and pages through every message exactly once", async () => {
    const { store } = await fresh();
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) ids.push((await store.contactMessages.add({ ...ASHA, message: `message ${index}` })).id);
    const seen: number[] = [];
    let beforeId: number | undefined;
    for (;;) {
      const page = await store.contactMessages.list({ limit: 3, beforeId });
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages.map((message) => message.id));
      if (page.nextBeforeId === null) break;
      beforeId = page.nextBeforeId;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it.skipIf(skip)("saves many concurrent writes, each with its own id", async () => {
    const { store } = await fresh();
    const saved = await Promise.all(Array.from({ length: 50 }, (_, index) => store.contactMessages.add({ ...ASHA, message: `concurrent ${index}` })));
    expect(new Set(saved.map((message) => message.id)).size).toBe(50);
    const { messages } = await store.contactMessages.list({ limit: 100 });
    expect(messages.map((message) => message.message).sort()).toEqual(saved.map((message) => message.message).sort());
    expect(saved.every((message, index) => message.message === `concurrent ${index}`)).toBe(true);
  });

  it.skipIf(skip)("fails only the write the database refuses, when others arrive with it", async () => {
    const { store } = await fresh();
    const refused = { ...ASHA, name: null } as unknown as ContactMessageInput;
    const results = await Promise.allSettled([store.contactMessages.add(ASHA), store.contactMessages.add(refused), store.contactMessages.add({ ...ASHA, name: "Ravi" })]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.contactMessages.list({ limit: 10 })).messages.map((message) => message.name)).toEqual(["Ravi", ASHA.name]);
  });

  it.skipIf(skip)("lists nothing, with no next page, when empty", async () => {
    const { store } = await fresh();
    expect(await store.contactMessages.list({ limit: 5 })).toEqual({ messages: [], nextBeforeId: null });
  });

  it.skipIf(skip)("keeps its data and applies nothing twice when opened again", async () => {
    const { store, where } = await fresh();
    const saved = await store.contactMessages.add(ASHA);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const again = await open(engine, where);
    opened.push(again);
    expect(await again.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect((await again.contactMessages.list({ limit: 5 })).messages).toEqual([saved]);
  });

  it.skipIf(skip)("applies a new migration step on the next start, keeping existing rows", async () => {
    const { store, where } = await fresh();
    const saved = await store.contactMessages.add(ASHA);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const upgraded = await open(engine, where, [...MIGRATIONS, NOTES_TABLE]);
    opened.push(upgraded);
    expect(await upgraded.schemaVersion()).toBe(NOTES_TABLE.version);
    expect((await upgraded.contactMessages.list({ limit: 5 })).messages).toEqual([saved]);
  });

  it.skipIf(skip)("refuses to start on a database written by a newer server", async () => {
    const { store, where } = await fresh([...MIGRATIONS, NOTES_TABLE]);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    await expect(open(engine, where)).rejects.toThrow(/newer than this server knows/);
  });

  it.skipIf(skip)("rolls back a failing migration step whole, leaving the previous version", async () => {
    const { store, where } = await fresh();
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const broken: Migration = {
      version: LATEST_SCHEMA_VERSION + 1,
      name: "broken (test only)",
      sqlite: "CREATE TABLE half_done (id INTEGER); SELECT no_such_function();",
      postgres: "CREATE TABLE half_done (id INTEGER); SELECT no_such_function();",
    };
    await expect(open(engine, where, [...MIGRATIONS, broken])).rejects.toThrow();
    // The fixed step (same version, valid SQL) applies cleanly: nothing of the broken one remained.
    const fixed = await open(engine, where, [...MIGRATIONS, { ...broken, sqlite: "CREATE TABLE half_done (id INTEGER);", postgres: "CREATE TABLE half_done (id INTEGER);" }]);
    opened.push(fixed);
    expect(await fixed.schemaVersion()).toBe(LATEST_SCHEMA_VERSION + 1);
  });

  it.skipIf(skip)("lets two processes start together on a fresh database: one migrates, both work", async () => {
    const where = await freshEngine(engine);
    places.push(where);
    const [first, second] = await Promise.all([open(engine, where), open(engine, where)]);
    opened.push(first, second);
    await first.contactMessages.add(ASHA);
    await second.contactMessages.add({ ...ASHA, name: "Ravi" });
    expect((await first.contactMessages.list({ limit: 5 })).messages.map((message) => message.name)).toEqual(["Ravi", ASHA.name]);
    expect(await second.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
  });
});
