import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "crisis/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["tests/e2e/**", "tests/server/**", "node_modules/**"],
          environment: "node",
          setupFiles: ["src/i18n/test-setup.ts"],
          // Property tests, scrypt hashes and whole-page renders take well under a second on an
          // idle machine and several on a loaded one: a generous limit keeps a busy run honest.
          testTimeout: 30_000,
          // Two workers, not Vitest's default of the cores less one (one here): the unit tests run
          // alone, first, and two finished all 116 files in 366 s where one had done 102 in 501 s
          // (docs/testing.md, "Time").
          maxWorkers: 2,
          // A worker's files share one module cache instead of importing React, the catalogues and
          // the core again for each file: the unit project took 118 s of CPU where it took 200 s
          // isolated (each file still gets its own environment). A file that changes shared state
          // puts it back (vi.unstubAllEnvs, cleared fakes), as it must when run alone.
          isolate: false,
          // Projects with different maxWorkers need distinct group orders: unit tests run first.
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
