import type { FastifyInstance } from "fastify";
import type { Store } from "../store/store";

/**
 * GET /api/health: the process is up and its store answers (used by tests and load
 * balancers, which should stop sending traffic to a process whose database is unreachable).
 */
export function healthRoutes(store: Store) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get("/api/health", async (request, reply) => {
      try {
        await store.schemaVersion();
        return { ok: true };
      } catch (error) {
        request.log.error({ err: error }, "health check: the store did not answer");
        return reply.code(503).send({ error: "The store is not answering." });
      }
    });
  };
}
