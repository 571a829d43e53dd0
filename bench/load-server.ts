// npm run bench:load [-- --seconds=N] [-- --connections=N]
// A short load run of the API on loopback only: the real server process (offline assistant,
// rate limits lifted, SQLite in a temp folder, or PostgreSQL when DATABASE_URL is set) under
// autocannon, first POST /api/contact (every request a durable write), then
// POST /api/wellness-assistant (the site's prompts in turn). Prints requests per second and
// latency, and writes bench/results/load-server.json with the machine and date.
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_PROMPTS } from "../tests/server/site-prompts";
import { startServer } from "../tests/server/server-process";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const value = Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 600) throw new Error(`--${name} takes a whole number from 1 to 600`);
  return value;
};
const seconds = option("seconds", 5);
const connections = option("connections", 10);

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

async function load(scenario: string, url: string, bodies: string[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // Loopback only; each request a fresh body in turn.
    requests: bodies.map((body) => ({ method: "POST", headers: { "content-type": "application/json" }, body })),
  });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "sense-bench-data-"));
const store = process.env.DATABASE_URL ? "postgres" : "sqlite";
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "", LOG_LEVEL: "warn" });
let figures: Figures[];
try {
  const contacts = Array.from({ length: 50 }, (_, index) =>
    JSON.stringify({ name: `Load Test ${index}`, email: `load${index}@example.in`, phoneno: `98${String(index).padStart(8, "0")}`, message: `Bench message ${index}: please call me about a SIP.` }),
  );
  const prompts = Object.values(SITE_PROMPTS).map((prompt) => JSON.stringify({ prompt }));
  figures = [await load("POST /api/contact", `${server.baseURL}/api/contact`, contacts), await load("POST /api/wellness-assistant (offline)", `${server.baseURL}/api/wellness-assistant`, prompts)];
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const report = { date: new Date().toISOString(), machine, store, seconds, connections, figures };
console.log(`\n${report.date} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node} · ${store} · ${connections} connections × ${seconds} s each`);
console.log(["scenario".padEnd(40), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "max ms".padStart(8), "non-2xx".padStart(8), "errors".padStart(7)].join(" "));
for (const row of figures) {
  console.log([row.scenario.padEnd(40), String(row.requestsPerSecond).padStart(8), String(row.latencyP50Ms).padStart(8), String(row.latencyP99Ms).padStart(8), String(row.latencyMaxMs).padStart(8), String(row.non2xx).padStart(8), String(row.errors).padStart(7)].join(" "));
}
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/load-server.json"), `${JSON.stringify(report, null, 2)}\n`);
if (figures.some((row) => row.non2xx > 0 || row.errors > 0)) {
  console.error("Some requests failed: the figures above are not a clean run.");
  process.exitCode = 1;
}
