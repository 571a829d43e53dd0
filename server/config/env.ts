// The server's only reader of environment variables (STYLE.md): every setting, its default,
// and a clear failure at start-up when one is malformed. Secrets come only from here.
import { resolve } from "node:path";

export interface ServerConfig {
  /** TCP port (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0 so the site is reachable on a LAN or a container). */
  host: string;
  /** The built site that `vite build` wrote (DIST_DIR, default ./dist). */
  distDir: string;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
}

const LOG_LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

function portFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, not '${raw}'.`);
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!LOG_LEVELS.has(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(", ")}, not '${logLevel}'.`);
  return {
    port: portFrom(env.PORT),
    host: env.HOST?.trim() || "0.0.0.0",
    distDir: resolve(env.DIST_DIR?.trim() || "dist"),
    logLevel,
  };
}
