// npm run bench [-- --check] [-- --only=kernels,montecarlo,pages,weight,lighthouse] [-- --rounds=N] [-- --keep-lighthouse]
// [-- --page=NAME] (the page scenarios of the pages whose name contains NAME, e.g. --page=emi)
// Builds the site, measures it, prints one table, writes bench/results/latest.json (with the
// machine, browser and date), appends the run's headline figures to bench/results/history.jsonl
// and prints how they compare with the last runs; with --check exits 1 when a budget of
// budgets.ts is missed.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT, startServer } from "../tests/support/server-process";
import { launchBenchBrowser } from "./browser";
import { BUDGETS, missedBudgets, type BenchFigures } from "./budgets";
import { appendHistory, compareWithHistory, headlineFigures, readHistory, type HistoryEntry } from "./history";
import { benchKernels } from "./kernels";
import { benchLighthouse } from "./lighthouse";
import { benchMonteCarlo } from "./monte-carlo";
import { benchPages, dragPagesNamed } from "./page-scenarios";
import { printTable } from "./report";
import { weighDist, weighHomePage } from "./weight";

const SECTIONS = ["kernels", "montecarlo", "pages", "weight", "lighthouse"] as const;
type Section = (typeof SECTIONS)[number];

const args = process.argv.slice(2);
const check = args.includes("--check");
const onlyArg = args.find((arg) => arg.startsWith("--only="))?.slice(7).split(",");
const unknown = onlyArg?.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown?.length) throw new Error(`unknown bench section ${unknown.join(", ")}: choose from ${SECTIONS.join(", ")}`);
const only = onlyArg as Section[] | undefined;
const rounds = Number(args.find((arg) => arg.startsWith("--rounds="))?.slice(9) ?? (check ? 3 : 1));
const wanted = (section: Section) => !only || only.includes(section);
const dragPages = dragPagesNamed(args.find((arg) => arg.startsWith("--page="))?.slice(7));

function run(command: string, commandArgs: string[]): void {
  execFileSync(command, commandArgs, { cwd: PROJECT_ROOT, stdio: ["ignore", "ignore", "inherit"] });
}

function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

const HISTORY_FILE = join(PROJECT_ROOT, "bench/results/history.jsonl");

async function main(): Promise<void> {
  if (!args.includes("--no-build")) run("npm", ["run", "--silent", "build"]);
  const figures: BenchFigures = {};
  if (wanted("kernels")) figures.kernels = await benchKernels(rounds);

  const needsServer = wanted("montecarlo") || wanted("pages") || wanted("weight") || wanted("lighthouse");
  // The browser sections need Debian's Chromium, which `npm ci && npm start` does not install.
  if (needsServer) run("bash", ["scripts/ensure-chromium.sh"]);
  const server = needsServer ? await startServer() : null;
  let browserVersion = "";
  try {
    if (server && (wanted("montecarlo") || wanted("pages") || wanted("weight"))) {
      const browser = await launchBenchBrowser();
      browserVersion = browser.version();
      try {
        // Pooled in Chromium through the real page; single-threaded and the twin in Node.
        if (wanted("montecarlo")) figures.monteCarlo = await benchMonteCarlo(rounds, browser, server.baseURL);
        if (wanted("pages")) figures.pages = await benchPages(browser, server.baseURL, rounds, dragPages);
        if (wanted("weight")) figures.weight = { ...weighDist(join(PROJECT_ROOT, "dist")), homePage: await weighHomePage(browser, server.baseURL) };
      } finally {
        await browser.close();
      }
    }
    if (server && wanted("lighthouse")) figures.lighthouse = await benchLighthouse(server.baseURL, rounds, args.includes("--keep-lighthouse"));
  } finally {
    await server?.stop();
  }

  const missed = missedBudgets(figures);
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  const report = { date: new Date().toISOString(), machine, browser: browserVersion, rounds, budgets: BUDGETS, figures, missed };
  mkdirSync(join(PROJECT_ROOT, "bench/results"), { recursive: true });
  writeFileSync(join(PROJECT_ROOT, "bench/results/latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  printTable(figures, missed);
  console.log(`\n${report.date} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node} · Chromium ${browserVersion || "-"} · best of ${rounds}`);
  console.log("Written to bench/results/latest.json");

  const entry: HistoryEntry = {
    date: report.date,
    commit: currentCommit(),
    load: loadavg()[0],
    machine: `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}`,
    rounds,
    figures: headlineFigures(figures),
    missed: missed.length,
  };
  console.log(`\n${compareWithHistory(readHistory(HISTORY_FILE), entry).join("\n")}`);
  appendHistory(HISTORY_FILE, entry);
  console.log("Appended to bench/results/history.jsonl");
  if (check && missed.length > 0) process.exitCode = 1;
}

await main();
