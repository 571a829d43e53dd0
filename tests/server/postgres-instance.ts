// A private PostgreSQL for the store tests: its own data directory in a temp folder, its own
// loopback port and socket directory, a random password, stopped and deleted afterwards. It
// never touches a cluster the machine already runs. PostgreSQL refuses to run as root, so as
// root (as in CI) the server runs as the `postgres` system user (or `nobody`).
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../support/server-process";

export interface PostgresInstance {
  /** Superuser URL of the instance's `postgres` database. */
  url: string;
  stop(): void;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN?.trim();
  if (fromEnv) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, "bin", "initdb"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length > 0) return join(root, versions[0], "bin");
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, "");
  throw new Error("PostgreSQL's initdb was not found: run scripts/ensure-postgres.sh (npm test does) or set PG_BIN.");
}

/** As root, the unprivileged user to run the server as; otherwise ourselves. */
function serverUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return spawnSync("id", ["-u", "postgres"]).status === 0 ? "postgres" : "nobody";
}

function run(user: string | undefined, command: string, args: string[]): void {
  const [file, argv] = user === undefined ? [command, args] : ["runuser", ["-u", user, "--", command, ...args]];
  execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
}

export async function startPrivatePostgres(): Promise<PostgresInstance> {
  const bin = binDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "sense-pg-"));
  const dataDir = join(dir, "data");
  const password = randomBytes(18).toString("hex");
  writeFileSync(join(dir, "password"), password);
  if (user !== undefined) {
    execFileSync("chown", ["-R", user, dir]);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      spawnSync(user === undefined ? join(bin, "pg_ctl") : "runuser", [...(user === undefined ? [] : ["-u", user, "--", join(bin, "pg_ctl")]), "-D", dataDir, "-m", "fast", "-w", "stop"], { stdio: "ignore", timeout: 60_000 });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(user, join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${join(dir, "password")}`, "--encoding=UTF8", "--locale=C", "--no-sync"]);
    started = true;
    run(user, join(bin, "pg_ctl"), ["-D", dataDir, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "start"]);
  } catch (error) {
    const detail = error instanceof Error && "stderr" in error ? String(error.stderr) : String(error);
    const log = existsSync(join(dir, "server.log")) ? spawnSync("tail", ["-20", join(dir, "server.log")], { encoding: "utf8" }).stdout : "";
    stop();
    throw new Error(`Could not start a private PostgreSQL: ${detail}\n${log}`, { cause: error });
  }
  // If the test run dies without its teardown, do not leave a server behind.
  process.once("exit", stop);
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop };
}

/** A fresh, empty database on the instance, so test files never see each other's rows. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
