// Builds the server: the API under /api and the built site, one process (DESIGN.md, "Server").
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config/env";
import { healthRoutes } from "./routes/health";
import { addSecurityHeaders } from "./security-headers";
import { registerSite } from "./site";

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Structured logs without personal data: no bodies, no query strings (calculator
      // inputs travel in them), no client addresses, no headers.
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split("?")[0] }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    bodyLimit: 16 * 1024,
    trustProxy: false,
  });
  addSecurityHeaders(app);
  // Dynamic responses are compressed on the fly; the site's files are precompressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(healthRoutes);
  await registerSite(app, config.distDir);
  return app;
}
