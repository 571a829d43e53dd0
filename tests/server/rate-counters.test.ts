// The rate counters' rules, the same on every engine: in this process's memory (the
// fallback), SQLite and PostgreSQL. Time is passed in, so no test waits out a window.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counterKey, SWEEP_EVERY_MS, sweepingCounters } from "../../server/limits/counters";
import { MemoryRateCounters } from "../../server/limits/memory-counters";
import { openStore } from "../../server/store/open-store";
import type { RateCounters, Store } from "../../server/store/store";
import { rawRows } from "./auth-helpers";
import { ENGINES, freshEngine, postgresSkipped, type EngineEnv, type EngineName } from "./engines";

const T0 = Date.parse("2025-01-15T10:00:00.000Z");
const MINUTE = 60_000;
const LIMITER = { windowMs: MINUTE, cap: 6, restartWindowAt: 0 };

type Subject = "memory" | EngineName;

describe.each<Subject>(["memory", "sqlite", "postgres"])("rate counters in %s", (subject) => {
  const skip = subject === "postgres" && postgresSkipped();
  let where: EngineEnv | undefined;
  const stores: Store[] = [];
  let counters: RateCounters;
  beforeAll(async () => {
    if (skip) return;
    if (subject === "memory") {
      counters = new MemoryRateCounters();
      return;
    }
    where = await freshEngine(subject);
    stores.push(await openStore(where.storeConfig));
    counters = stores[0].rateCounters;
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    where?.cleanup();
  });

  it.skipIf(skip)("counts hits in a window from the first one, then starts afresh when it ends", async () => {
    const key = counterKey("test", "window");
    expect(await counters.hit(key, { now: T0, ...LIMITER })).toEqual({ hits: 1, windowEndsAt: T0 + MINUTE });
    expect(await counters.hit(key, { now: T0 + 30_000, ...LIMITER })).toEqual({ hits: 2, windowEndsAt: T0 + MINUTE });
    expect(await counters.hit(key, { now: T0 + MINUTE - 1, ...LIMITER })).toEqual({ hits: 3, windowEndsAt: T0 + MINUTE });
    expect(await counters.hit(key, { now: T0 + MINUTE, ...LIMITER })).toEqual({ hits: 1, windowEndsAt: T0 + 2 * MINUTE });
  });

  it.skipIf(skip)("stops at the cap and keeps the window's end there, so a refusal lasts only to the window's end", async () => {
    const key = counterKey("test", "cap");
    const counts = [];
    for (let index = 0; index < 9; index += 1) counts.push((await counters.hit(key, { now: T0 + index, ...LIMITER })).hits);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 6, 6, 6]);
    expect((await counters.hit(key, { now: T0 + 59_000, ...LIMITER })).windowEndsAt).toBe(T0 + MINUTE);
  });

  it.skipIf(skip)("starts the window again when the count reaches restartWindowAt (the lockout's period)", async () => {
    const key = counterKey("test", "restart");
    const lockout = { windowMs: 15 * MINUTE, cap: 4, restartWindowAt: 3 };
    await counters.hit(key, { now: T0, ...lockout });
    await counters.hit(key, { now: T0 + 5 * MINUTE, ...lockout });
    expect(await counters.hit(key, { now: T0 + 10 * MINUTE, ...lockout })).toEqual({ hits: 3, windowEndsAt: T0 + 25 * MINUTE });
    expect(await counters.hit(key, { now: T0 + 20 * MINUTE, ...lockout })).toEqual({ hits: 4, windowEndsAt: T0 + 25 * MINUTE });
    expect(await counters.hit(key, { now: T0 + 24 * MINUTE, ...lockout })).toEqual({ hits: 4, windowEndsAt: T0 + 25 * MINUTE });
  });

  it.skipIf(skip)("takes one hit back with forgive (not below 0, not after the window) and forgets a key with clear", async () => {
    const key = counterKey("test", "forgive");
    await counters.hit(key, { now: T0, ...LIMITER });
    await counters.hit(key, { now: T0, ...LIMITER });
    await counters.forgive(key, T0);
    expect((await counters.hit(key, { now: T0, ...LIMITER })).hits).toBe(2);
    for (let index = 0; index < 3; index += 1) await counters.forgive(key, T0);
    expect((await counters.hit(key, { now: T0, ...LIMITER })).hits).toBe(1);
    await counters.clear(key);
    expect(await counters.hit(key, { now: T0 + 1000, ...LIMITER })).toEqual({ hits: 1, windowEndsAt: T0 + 1000 + MINUTE });
    await counters.forgive(counterKey("test", "never seen"), T0);
  });

  it.skipIf(skip)("counts every one of many hits sent at once", async () => {
    const key = counterKey("test", "burst");
    const hits = await Promise.all(Array.from({ length: 60 }, () => counters.hit(key, { now: T0, windowMs: MINUTE, cap: 1000, restartWindowAt: 0 })));
    expect(hits.map((state) => state.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  });
});

describe.each(ENGINES)("the rate_counters table in %s", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();
  let where: EngineEnv;
  let store: Store;
  let counters: RateCounters;
  beforeAll(async () => {
    if (skip) return;
    where = await freshEngine(engine);
    store = await openStore(where.storeConfig);
    counters = store.rateCounters;
  });
  afterAll(async () => {
    await store?.close();
    where?.cleanup();
  });

  async function rowCount(): Promise<number> {
    const rows = await rawRows(engine, where, "SELECT count(*) AS n FROM rate_counters");
    return Number(rows[0].n);
  }

  it.skipIf(skip)("starts empty at the newest schema", async () => {
    expect(await rowCount()).toBe(0);
  });

  it.skipIf(skip)("stores a digest, never the client address or the email in the key", async () => {
    await counters.hit(counterKey("login-email", "secret.person@example.in"), { now: T0, ...LIMITER });
    await counters.hit(counterKey("rate:POST /api/contact", "203.0.113.77"), { now: T0, ...LIMITER });
    const keys = JSON.stringify(await rawRows(engine, where, "SELECT key FROM rate_counters"));
    expect(keys).not.toContain("secret.person");
    expect(keys).not.toContain("203.0.113.77");
    expect(keys).toContain("login-email:");
  });

  it.skipIf(skip)("sweeps ended windows: by hand, and every few minutes after a hit", async () => {
    const later = T0 + 60 * MINUTE;
    await counters.hit(counterKey("test", "old"), { now: later, ...LIMITER });
    await counters.hit(counterKey("test", "lasting"), { now: later, windowMs: 30 * MINUTE, cap: 10, restartWindowAt: 0 });
    const before = await rowCount();
    // Every earlier test's window has ended by later + 2 minutes; "lasting" has not.
    expect(await counters.sweep(later + 2 * MINUTE)).toBe(before - 1);
    expect(await rowCount()).toBe(1);

    const sweepErrors: unknown[] = [];
    const swept = sweepingCounters(counters, (error) => sweepErrors.push(error));
    await swept.hit(counterKey("test", "first"), { now: later + 2 * MINUTE, ...LIMITER });
    await swept.hit(counterKey("test", "soon"), { now: later + 3 * MINUTE, ...LIMITER });
    expect(await rowCount()).toBe(3);
    // The next sweep comes SWEEP_EVERY_MS after the first: every window but "lasting" and this hit's has ended.
    await swept.hit(counterKey("test", "next"), { now: later + 2 * MINUTE + SWEEP_EVERY_MS, ...LIMITER });
    for (let tries = 0; tries < 100 && (await rowCount()) !== 2; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowCount()).toBe(2);
    expect(sweepErrors).toEqual([]);
  });
});

describe.skipIf(postgresSkipped())("rate counters from several processes on one PostgreSQL", () => {
  it("count each of the hits sent together through separate connection pools once", async () => {
    const where = await freshEngine("postgres");
    const stores = await Promise.all([1, 2, 3].map(() => openStore(where.storeConfig)));
    try {
      const key = counterKey("test", "three pools");
      const hits = await Promise.all(Array.from({ length: 90 }, (_, index) => stores[index % 3].rateCounters.hit(key, { now: T0, windowMs: MINUTE, cap: 1000, restartWindowAt: 0 })));
      expect(hits.map((state) => state.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      where.cleanup();
    }
  });
});
