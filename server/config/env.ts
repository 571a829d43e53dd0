// The server's only reader of environment variables (STYLE.md): every setting, its default,
// and a clear failure at start-up when one is malformed. Secrets come only from here.
import { resolve } from "node:path";

export interface AssistantModelConfig {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 (ASSISTANT_BASE_URL). */
  baseUrl: string;
  /** Sent as a bearer token when set (ASSISTANT_API_KEY); a local model server may need none. */
  apiKey: string | undefined;
  /** The model name the endpoint expects (ASSISTANT_MODEL). */
  model: string;
}

export interface RateLimits {
  /** POST /api/contact per client per minute (RATE_LIMIT_CONTACT_PER_MINUTE, default 5). */
  contactPerMinute: number;
  /** POST /api/wellness-assistant per client per minute (RATE_LIMIT_ASSISTANT_PER_MINUTE, default 20). */
  assistantPerMinute: number;
  /** GET /api/contact per client per minute (RATE_LIMIT_ADMIN_PER_MINUTE, default 30). */
  adminPerMinute: number;
  /** POST /api/auth/login, and separately /api/auth/signup, per client per minute (RATE_LIMIT_LOGIN_PER_MINUTE, default 10): each costs a slow hash. */
  loginPerMinute: number;
  /** Each of /api/auth/me, /api/auth/logout and the /api/plans calls per client per minute (RATE_LIMIT_ACCOUNT_PER_MINUTE, default 120). */
  accountPerMinute: number;
}

export interface AuthConfig {
  /** How long a log-in token lasts (AUTH_TOKEN_TTL_DAYS, default 30). */
  tokenTtlDays: number;
  /** Failed log-ins for one email before it is refused for a while (AUTH_LOCKOUT_EMAIL_FAILURES, default 10). */
  lockoutEmailFailures: number;
  /** Failed log-ins from one client address before it is refused for a while (AUTH_LOCKOUT_CLIENT_FAILURES, default 50). */
  lockoutClientFailures: number;
  /** How long a refusal lasts, and the window failures are counted in (AUTH_LOCKOUT_MINUTES, default 15). */
  lockoutMinutes: number;
}

export interface ConnectionTimeouts {
  /** A client must send its whole request head within this (HEADERS_TIMEOUT_MS, default 10000), else 408 and the connection closes. */
  headersMs: number;
  /** A client must send its whole request, head and body, within this (REQUEST_TIMEOUT_MS, default 30000), else 408. At least headersMs. */
  requestMs: number;
  /** A kept-alive connection with no request in flight is closed after this (KEEP_ALIVE_TIMEOUT_MS, default 10000). */
  keepAliveMs: number;
}

export interface ServerConfig {
  /** TCP port (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0 so the site is reachable on a LAN or a container). */
  host: string;
  /** The built site that `vite build` wrote (DIST_DIR, default ./dist). */
  distDir: string;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
  /** Where the SQLite file lives when no DATABASE_URL is set (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); when set, messages go there instead of SQLite. */
  databaseUrl: string | undefined;
  /** Bearer token for reading messages (ADMIN_TOKEN); unset switches the admin read off. */
  adminToken: string | undefined;
  /** The chat model; undefined means the built-in offline responder answers. */
  assistantModel: AssistantModelConfig | undefined;
  /** How long to wait for the model (ASSISTANT_TIMEOUT_MS, default 20000): below the clients' 25-35 s. */
  assistantTimeoutMs: number;
  rateLimits: RateLimits;
  auth: AuthConfig;
  /** Which proxies to believe about the client address (TRUST_PROXY): false, true, a hop count or addresses. */
  trustProxy: boolean | number | string;
  timeouts: ConnectionTimeouts;
}

const LOG_LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);
/** The shortest client timeout is the reframer's 25 s (spec 2 §9): the server must give up first. */
const CLIENT_TIMEOUT_MIN_MS = 25_000;
/** An admin token this short could be guessed; ask for a real secret. */
const ADMIN_TOKEN_MIN_LENGTH = 16;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function text(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = text(raw);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${value}'.`);
  }
  return parsed;
}

function assistantModelFrom(env: NodeJS.ProcessEnv): AssistantModelConfig | undefined {
  const baseUrl = text(env.ASSISTANT_BASE_URL);
  const model = text(env.ASSISTANT_MODEL);
  if (baseUrl === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || model === undefined) {
    throw new ConfigError("Set both ASSISTANT_BASE_URL and ASSISTANT_MODEL to use a model, or neither for the offline responder.");
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigError(`ASSISTANT_BASE_URL must be an http(s) URL, not '${baseUrl}'.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`ASSISTANT_BASE_URL must be an http(s) URL, not '${baseUrl}'.`);
  return { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey: text(env.ASSISTANT_API_KEY), model };
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  const value = text(raw);
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function databaseUrlFrom(raw: string | undefined): string | undefined {
  const value = text(raw);
  if (value === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError("DATABASE_URL must be a postgres:// or postgresql:// connection string.");
  return value;
}

function adminTokenFrom(raw: string | undefined): string | undefined {
  const value = text(raw);
  if (value !== undefined && value.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (try: openssl rand -hex 24).`);
  }
  return value;
}

/** Node refuses a head timeout longer than the whole request's; say so at start-up instead. */
function timeoutsFrom(env: NodeJS.ProcessEnv): ConnectionTimeouts {
  const headersMs = wholeNumber("HEADERS_TIMEOUT_MS", env.HEADERS_TIMEOUT_MS, 10_000, 100, 600_000);
  const requestMs = wholeNumber("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS, 30_000, 100, 600_000);
  if (headersMs > requestMs) throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestMs}).`);
  return { headersMs, requestMs, keepAliveMs: wholeNumber("KEEP_ALIVE_TIMEOUT_MS", env.KEEP_ALIVE_TIMEOUT_MS, 10_000, 100, 600_000) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = text(env.LOG_LEVEL) ?? "info";
  if (!LOG_LEVELS.has(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(", ")}, not '${logLevel}'.`);
  return {
    port: wholeNumber("PORT", env.PORT, 8080, 0, 65_535),
    host: text(env.HOST) ?? "0.0.0.0",
    distDir: resolve(text(env.DIST_DIR) ?? "dist"),
    logLevel,
    dataDir: resolve(text(env.DATA_DIR) ?? "data"),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    adminToken: adminTokenFrom(env.ADMIN_TOKEN),
    assistantModel: assistantModelFrom(env),
    assistantTimeoutMs: wholeNumber("ASSISTANT_TIMEOUT_MS", env.ASSISTANT_TIMEOUT_MS, 20_000, 1, CLIENT_TIMEOUT_MIN_MS - 1),
    rateLimits: {
      contactPerMinute: wholeNumber("RATE_LIMIT_CONTACT_PER_MINUTE", env.RATE_LIMIT_CONTACT_PER_MINUTE, 5, 1, 1_000_000),
      assistantPerMinute: wholeNumber("RATE_LIMIT_ASSISTANT_PER_MINUTE", env.RATE_LIMIT_ASSISTANT_PER_MINUTE, 20, 1, 1_000_000),
      adminPerMinute: wholeNumber("RATE_LIMIT_ADMIN_PER_MINUTE", env.RATE_LIMIT_ADMIN_PER_MINUTE, 30, 1, 1_000_000),
      loginPerMinute: wholeNumber("RATE_LIMIT_LOGIN_PER_MINUTE", env.RATE_LIMIT_LOGIN_PER_MINUTE, 10, 1, 1_000_000),
      accountPerMinute: wholeNumber("RATE_LIMIT_ACCOUNT_PER_MINUTE", env.RATE_LIMIT_ACCOUNT_PER_MINUTE, 120, 1, 1_000_000),
    },
    auth: {
      tokenTtlDays: wholeNumber("AUTH_TOKEN_TTL_DAYS", env.AUTH_TOKEN_TTL_DAYS, 30, 1, 365),
      lockoutEmailFailures: wholeNumber("AUTH_LOCKOUT_EMAIL_FAILURES", env.AUTH_LOCKOUT_EMAIL_FAILURES, 10, 3, 1_000),
      lockoutClientFailures: wholeNumber("AUTH_LOCKOUT_CLIENT_FAILURES", env.AUTH_LOCKOUT_CLIENT_FAILURES, 50, 3, 1_000_000),
      lockoutMinutes: wholeNumber("AUTH_LOCKOUT_MINUTES", env.AUTH_LOCKOUT_MINUTES, 15, 1, 24 * 60),
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    timeouts: timeoutsFrom(env),
  };
}
