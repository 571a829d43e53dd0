// npm run messages: every message as CSV, newest first, from the same store the server uses.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openStore } from "../../server/store/open-store";
import { ENGINES, freshEngine, postgresSkipped } from "./engines";

const root = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

async function messagesCsv(env: Record<string, string>, args: string[] = []): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "server/cli/messages.ts", ...args], { cwd: root, env: { ...process.env, ...env } });
  return stdout;
}

describe.each(ENGINES)("npm run messages with the %s store", (engine) => {
  it.skipIf(engine === "postgres" && postgresSkipped())("prints every message as CSV, newest first, quoted so a spreadsheet runs nothing", async () => {
    const where = await freshEngine(engine);
    try {
      const store = await openStore(where.storeConfig);
      const first = await store.contactMessages.add({ name: "Asha, Verma", email: "asha@example.in", phoneno: "9876543210", message: 'She said "namaste"\nand left' });
      const second = await store.contactMessages.add({ name: "=HYPERLINK(\"x\")", email: "ravi@example.in", phoneno: "8765432109", message: "+91 call me" });
      await store.close();

      const csv = await messagesCsv(where.env);
      expect(csv).toBe(
        [
          "id,createdAt,name,email,phoneno,message",
          `"${second.id}","${second.createdAt}","'=HYPERLINK(""x"")","ravi@example.in","8765432109","'+91 call me"`,
          `"${first.id}","${first.createdAt}","Asha, Verma","asha@example.in","9876543210","She said ""namaste""\nand left"`,
          "",
        ].join("\r\n"),
      );
      const newest = await messagesCsv(where.env, ["--limit", "1"]);
      expect(newest.split("\r\n")).toHaveLength(3);
      expect(newest).toContain("ravi@example.in");
    } finally {
      where.cleanup();
    }
  });
});
