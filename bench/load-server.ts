// npm run bench:load [-- --seconds=N] [-- --connections=N]
// A short load run of the API on loopback only: the real server process (offline assistant,
// rate limits lifted but still counted, SQLite in a temp folder, or PostgreSQL when
// DATABASE_URL is set) under autocannon: POST /api/contact (every request a durable write),
// POST /api/wellness-assistant (the site's prompts in turn) and GET /api/auth/me without a
// token (nothing but the rate limit's count and a 401). Then the limiter's cost: the same
// server with its counters in process memory (each process counting alone) on the
// routes that touch no other storage, and the shared counter's own time per hit, measured
// straight against the store. Prints the figures and writes bench/results/load-server.json.
//
// `--serve-with-memory-counters` is not for people: the bench starts this file that way as
// the server with per-process counters.
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config/env";
import { counterKey } from "../server/limits/counters";
import { MemoryRateCounters } from "../server/limits/memory-counters";
import { openStore } from "../server/store/open-store";
import type { RateCounters } from "../server/store/store";
import { SITE_PROMPTS } from "../tests/server/site-prompts";
import { startServer } from "../tests/server/server-process";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);

if (args.includes("--serve-with-memory-counters")) {
  // The server as npm start builds it, except that its rate counters live in this process.
  const config = loadConfig();
  const store = await openStore(config);
  const app = await buildApp(config, { store: { ...store, rateCounters: new MemoryRateCounters() } });
  app.addHook("onClose", () => store.close());
  process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
} else {
  await runBench();
}

interface Figures {
  scenario: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface CounterFigures {
  counters: string;
  hitsPerSecond: number;
  hitP50Ms: number;
  hitP99Ms: number;
}

async function runBench(): Promise<void> {
  const option = (name: string, fallback: number) => {
    const value = Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 600) throw new Error(`--${name} takes a whole number from 1 to 600`);
    return value;
  };
  const seconds = option("seconds", 5);
  const connections = option("connections", 10);

  async function load(scenario: string, url: string, method: "GET" | "POST", bodies: string[], expected: number): Promise<Figures> {
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      // Loopback only; each request a fresh body in turn.
      requests: bodies.map((body) => (method === "GET" ? { method } : { method, headers: { "content-type": "application/json" }, body })),
    });
    const answered = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [code, stats]) => (Number(code) === expected ? sum + (stats.count ?? 0) : sum), 0);
    return {
      scenario,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      requests: result.requests.total,
      non2xx: result.requests.total - answered,
      errors: result.errors + result.timeouts,
    };
  }

  /** `connections` callers hitting the counters back to back for `seconds`; each hit's time. */
  async function timeCounters(label: string, counters: RateCounters): Promise<CounterFigures> {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    const caller = async (index: number) => {
      // Each caller its own client address, as real traffic spreads over many rows.
      const key = counterKey("rate:GET /api/bench", `198.51.100.${index}`);
      while (performance.now() < until) {
        const started = performance.now();
        await counters.hit(key, { now: Date.now(), windowMs: 60_000, cap: 1_000_001, restartWindowAt: 0 });
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, index) => caller(index)));
    times.sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] * 1000) / 1000;
    return { counters: label, hitsPerSecond: Math.round(times.length / seconds), hitP50Ms: at(0.5), hitP99Ms: at(0.99) };
  }

  const dataDir = mkdtempSync(join(tmpdir(), "sense-bench-data-"));
  const store = process.env.DATABASE_URL ? "postgres" : "sqlite";
  const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "", LOG_LEVEL: "warn" };
  const contacts = Array.from({ length: 50 }, (_, index) =>
    JSON.stringify({ name: `Load Test ${index}`, email: `load${index}@example.in`, phoneno: `98${String(index).padStart(8, "0")}`, message: `Bench message ${index}: please call me about a SIP.` }),
  );
  const prompts = Object.values(SITE_PROMPTS).map((prompt) => JSON.stringify({ prompt }));
  const figures: Figures[] = [];
  const counterFigures: CounterFigures[] = [];
  const countersName = `shared (${store})`;
  try {
    const shared = await startServer(env);
    try {
      figures.push(await load(`POST /api/contact · ${countersName}`, `${shared.baseURL}/api/contact`, "POST", contacts, 201));
      figures.push(await load(`POST /api/wellness-assistant · ${countersName}`, `${shared.baseURL}/api/wellness-assistant`, "POST", prompts, 200));
      figures.push(await load(`GET /api/auth/me, no token · ${countersName}`, `${shared.baseURL}/api/auth/me`, "GET", [""], 401));
    } finally {
      await shared.stop();
    }
    const local = await startServer(env, undefined, ["bench/load-server.ts", "--serve-with-memory-counters"]);
    try {
      figures.push(await load("POST /api/wellness-assistant · in process", `${local.baseURL}/api/wellness-assistant`, "POST", prompts, 200));
      figures.push(await load("GET /api/auth/me, no token · in process", `${local.baseURL}/api/auth/me`, "GET", [""], 401));
    } finally {
      await local.stop();
    }
    const direct = await openStore({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
    try {
      counterFigures.push(await timeCounters(countersName, direct.rateCounters));
      counterFigures.push(await timeCounters("in process", new MemoryRateCounters()));
    } finally {
      await direct.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  // What the shared count adds to each request: the difference in median latency on the routes
  // that touch no other storage (the machine's noise is in it too: compare several runs).
  const median = (scenario: string) => figures.find((row) => row.scenario === scenario)?.latencyP50Ms ?? Number.NaN;
  const limiterCostP50Ms = {
    assistant: median(`POST /api/wellness-assistant · ${countersName}`) - median("POST /api/wellness-assistant · in process"),
    authMeNoToken: median(`GET /api/auth/me, no token · ${countersName}`) - median("GET /api/auth/me, no token · in process"),
  };
  const report = { date: new Date().toISOString(), machine, loadAverage: loadavg().map((value) => Math.round(value * 100) / 100), store, seconds, connections, figures, counterFigures, limiterCostP50Ms };
  console.log(`\n${report.date} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node} · ${store} · load average ${report.loadAverage.join(" ")} · ${connections} connections × ${seconds} s each`);
  console.log(["scenario · rate counters".padEnd(56), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "max ms".padStart(8), "unexpected".padStart(10), "errors".padStart(7)].join(" "));
  for (const row of figures) {
    console.log([row.scenario.padEnd(56), String(row.requestsPerSecond).padStart(8), String(row.latencyP50Ms).padStart(8), String(row.latencyP99Ms).padStart(8), String(row.latencyMaxMs).padStart(8), String(row.non2xx).padStart(10), String(row.errors).padStart(7)].join(" "));
  }
  console.log(`\none counter hit, ${connections} callers at once`);
  console.log(["rate counters".padEnd(20), "hits/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8)].join(" "));
  for (const row of counterFigures) console.log([row.counters.padEnd(20), String(row.hitsPerSecond).padStart(9), String(row.hitP50Ms).padStart(8), String(row.hitP99Ms).padStart(8)].join(" "));
  console.log(`\nthe shared count's cost per request (median latency, shared minus in process): assistant ${limiterCostP50Ms.assistant} ms, /api/auth/me ${limiterCostP50Ms.authMeNoToken} ms`);
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/load-server.json"), `${JSON.stringify(report, null, 2)}\n`);
  if (figures.some((row) => row.non2xx > 0 || row.errors > 0)) {
    console.error("Some requests were not answered as expected: the figures above are not a clean run.");
    process.exitCode = 1;
  }
}
