import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const UNIT_ROOTS = ["tests", "src", "server", "crisis", "bench"];
const UNIT_INCLUDE = ["tests/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "crisis/**/*.test.ts", "bench/**/*.test.ts"];
const UNIT_EXCLUDE = ["tests/e2e/**", "tests/server/**", "node_modules/**"];

/**
 * The unit test files that replace a module (vi.mock, vi.doMock): they run isolated, each with
 * a module graph of its own. In the shared graph of the other files a module already imported
 * by an earlier file is not replaced, and a replacement could reach a later file.
 */
function filesReplacingModules(): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && path !== join("tests", "e2e") && path !== join("tests", "server")) walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(?:mock|doMock)\(/.test(readFileSync(path, "utf8"))) {
        found.push(path);
      }
    }
  };
  for (const root of UNIT_ROOTS) walk(root);
  return found;
}
const REPLACING_MODULES = filesReplacingModules();

/** The unit project's settings, shared by its isolated part. */
const UNIT = {
  environment: "node" as const,
  setupFiles: ["src/i18n/test-setup.ts"],
  // Property tests, scrypt hashes and whole-page renders take well under a second on an
  // idle machine and several on a loaded one: a generous limit keeps a busy run honest.
  testTimeout: 30_000,
  // Two workers, not Vitest's default of the cores less one (one here): the unit tests run
  // alone, first, and two finished all 116 files in 366 s where one had done 102 in 501 s
  // (docs/testing.md, "Time").
  maxWorkers: 2,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: "unit",
          include: UNIT_INCLUDE,
          exclude: [...UNIT_EXCLUDE, ...REPLACING_MODULES],
          // A worker's files share one module cache instead of importing React, the catalogues and
          // the core again for each file: the unit project took 118 s of CPU where it took 200 s
          // isolated (each file still gets its own environment; decision 0247). A file that
          // changes shared state puts it back (vi.unstubAllEnvs, cleared fakes), as it must when
          // run alone; a file that replaces a module runs in "unit-isolated".
          isolate: false,
          // Projects with different maxWorkers need distinct group orders: unit tests run first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...UNIT,
          name: "unit-isolated",
          include: REPLACING_MODULES,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          // The real server on loopback against real stores: SQLite in temp folders and a
          // private PostgreSQL that the global setup starts and stops.
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Results, tables and off-screen blocks render in idle slices after a Calculate: a read
          // of them is an expect.poll that retries until it matches, for as long as a busy
          // machine may take (expectResult's own limit), not vitest's default second.
          expect: { poll: { timeout: 15_000, interval: 50 } },
          // One browser per file; two cores: keep files from starving each other.
          maxWorkers: 2,
          // As in the unit project, a worker's files share their imports (Playwright, the
          // calculator registry, the catalogues): eight browser files took 66 s of CPU where they
          // took 87 s isolated. Each file still launches its own browser.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
