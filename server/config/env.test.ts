import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  it("gives a fresh machine working defaults: SQLite in ./data, offline assistant, admin read off", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: resolve("data"),
      databaseUrl: undefined,
      adminToken: undefined,
      assistantModel: undefined,
      assistantTimeoutMs: 20_000,
      rateLimits: { contactPerMinute: 5, assistantPerMinute: 20, adminPerMinute: 30 },
      trustProxy: false,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 10_000 },
    });
  });

  it("reads a model from the three ASSISTANT_ variables, without a trailing slash", () => {
    const config = loadConfig({ ASSISTANT_BASE_URL: "http://127.0.0.1:11434/v1/", ASSISTANT_MODEL: "llama3.2", ASSISTANT_API_KEY: " key " });
    expect(config.assistantModel).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.2", apiKey: "key" });
  });

  it("treats blank values as unset", () => {
    expect(loadConfig({ DATABASE_URL: " ", ADMIN_TOKEN: "", ASSISTANT_BASE_URL: "", ASSISTANT_MODEL: "" })).toMatchObject({ databaseUrl: undefined, adminToken: undefined, assistantModel: undefined });
  });

  it.each([
    [{ ASSISTANT_BASE_URL: "http://localhost:1234/v1" }, /Set both ASSISTANT_BASE_URL and ASSISTANT_MODEL/],
    [{ ASSISTANT_BASE_URL: "ftp://models.example", ASSISTANT_MODEL: "m" }, /must be an http\(s\) URL/],
    [{ ASSISTANT_TIMEOUT_MS: "25000" }, /ASSISTANT_TIMEOUT_MS must be a whole number from 1 to 24999/],
    [{ ADMIN_TOKEN: "short" }, /ADMIN_TOKEN must be at least 16 characters/],
    [{ DATABASE_URL: "mysql://db/site" }, /DATABASE_URL must be a postgres/],
    [{ RATE_LIMIT_CONTACT_PER_MINUTE: "0" }, /RATE_LIMIT_CONTACT_PER_MINUTE must be a whole number/],
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "15000" }, /HEADERS_TIMEOUT_MS \(20000\) must not be longer than REQUEST_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: "0" }, /KEEP_ALIVE_TIMEOUT_MS must be a whole number from 100/],
  ])("refuses to start on %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads TRUST_PROXY as a switch, a hop count or addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toBe("10.0.0.0/8,127.0.0.1");
  });
});
