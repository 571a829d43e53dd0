// Durability: messages are posted at concurrency while the server process is killed with
// SIGKILL at a random moment; after a restart, every message that had been answered 2xx
// must be there, with the id it was given. Run against both stores, several kills each.
import { describe, expect, it } from "vitest";
import { ENGINES, freshEngine, postgresSkipped } from "./engines";
import { startServer, type ServerProcess } from "./server-process";

const ADMIN_TOKEN = "durability-admin-token-0123456789";
const CONCURRENCY = 12;
const KILLS = 3;
/** Let this many writes be answered before the kill can come, so every round has acks to check. */
const ACKS_BEFORE_KILL = 25;
/** Four server starts per engine; a busy two-core machine needs longer than the default. */
const TIMEOUT_MS = 180_000;

interface Acked {
  id: number;
  message: string;
}

async function postUntilDown(server: ServerProcess, round: number, acked: Acked[]): Promise<void> {
  let down = false;
  const worker = async (workerIndex: number) => {
    for (let index = 0; !down; index += 1) {
      const message = `durability round ${round} worker ${workerIndex} message ${index}`;
      try {
        const response = await fetch(`${server.baseURL}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Durability Test", email: "durable@example.in", phoneno: "9123456789", message }),
        });
        const body = (await response.json()) as { id?: number };
        if (response.status >= 200 && response.status < 300 && typeof body.id === "number") acked.push({ id: body.id, message });
      } catch {
        // The process is gone: the connection was refused or reset mid-request.
        down = true;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
}

async function allMessages(baseURL: string): Promise<Map<number, string>> {
  const stored = new Map<number, string>();
  let query = "?limit=100";
  for (;;) {
    const response = await fetch(`${baseURL}/api/contact${query}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const page = (await response.json()) as { messages: { id: number; message: string }[]; nextBefore: number | null };
    for (const message of page.messages) stored.set(message.id, message.message);
    if (page.nextBefore === null) return stored;
    query = `?limit=100&before=${page.nextBefore}`;
  }
}

describe.each(ENGINES)("the %s store under SIGKILL", (engine) => {
  it.skipIf(engine === "postgres" && postgresSkipped())("keeps every message that was answered 2xx", async () => {
    const where = await freshEngine(engine);
    const env = { ...where.env, ADMIN_TOKEN };
    const acked: Acked[] = [];
    let server = await startServer(env);
    try {
      for (let round = 0; round < KILLS; round += 1) {
        const roundAcked: Acked[] = [];
        const posting = postUntilDown(server, round, roundAcked);
        while (roundAcked.length < ACKS_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 5));
        const extraMs = Math.floor(Math.random() * 300);
        await new Promise((resolve) => setTimeout(resolve, extraMs));
        server.child.kill("SIGKILL");
        await posting;
        expect(await server.exited).toBe("SIGKILL");
        acked.push(...roundAcked);
        console.info(`${engine}: round ${round} killed ${extraMs} ms after ${ACKS_BEFORE_KILL} acks; ${roundAcked.length} answered 2xx`);
        server = await startServer(env);
      }
      const stored = await allMessages(server.baseURL);
      const missing = acked.filter(({ id, message }) => stored.get(id) !== message);
      expect(missing).toEqual([]);
      expect(acked.length).toBeGreaterThanOrEqual(KILLS * ACKS_BEFORE_KILL);
    } finally {
      await server.stop();
      where.cleanup();
    }
  }, TIMEOUT_MS);
});
