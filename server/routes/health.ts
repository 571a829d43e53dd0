import type { FastifyInstance } from "fastify";

/** GET /api/health: the process is up and serving (used by tests and load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/health", async () => ({ ok: true }));
}
