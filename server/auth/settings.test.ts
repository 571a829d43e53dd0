// The account settings in server/config/env.ts: their defaults and the values that stop the server.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config/env";

describe("account settings", () => {
  it("default to 30-day tokens, a lockout after 10 failures per email or 50 per client for 15 minutes, and their rate limits", () => {
    const config = loadConfig({});
    expect(config.auth).toEqual({ tokenTtlDays: 30, lockoutEmailFailures: 10, lockoutClientFailures: 50, lockoutMinutes: 15 });
    expect(config.rateLimits).toMatchObject({ loginPerMinute: 10, accountPerMinute: 120 });
  });

  it("read each variable", () => {
    const config = loadConfig({
      AUTH_TOKEN_TTL_DAYS: "7",
      AUTH_LOCKOUT_EMAIL_FAILURES: "5",
      AUTH_LOCKOUT_CLIENT_FAILURES: "200",
      AUTH_LOCKOUT_MINUTES: "60",
      RATE_LIMIT_LOGIN_PER_MINUTE: "3",
      RATE_LIMIT_ACCOUNT_PER_MINUTE: "600",
    });
    expect(config.auth).toEqual({ tokenTtlDays: 7, lockoutEmailFailures: 5, lockoutClientFailures: 200, lockoutMinutes: 60 });
    expect(config.rateLimits).toMatchObject({ loginPerMinute: 3, accountPerMinute: 600 });
  });

  it.each([
    [{ AUTH_TOKEN_TTL_DAYS: "0" }, /AUTH_TOKEN_TTL_DAYS must be a whole number from 1 to 365/],
    [{ AUTH_TOKEN_TTL_DAYS: "366" }, /AUTH_TOKEN_TTL_DAYS must be a whole number from 1 to 365/],
    [{ AUTH_LOCKOUT_EMAIL_FAILURES: "2" }, /AUTH_LOCKOUT_EMAIL_FAILURES must be a whole number from 3/],
    [{ AUTH_LOCKOUT_CLIENT_FAILURES: "many" }, /AUTH_LOCKOUT_CLIENT_FAILURES must be a whole number/],
    [{ AUTH_LOCKOUT_MINUTES: "1.5" }, /AUTH_LOCKOUT_MINUTES must be a whole number from 1 to 1440/],
    [{ RATE_LIMIT_LOGIN_PER_MINUTE: "0" }, /RATE_LIMIT_LOGIN_PER_MINUTE must be a whole number/],
    [{ RATE_LIMIT_ACCOUNT_PER_MINUTE: "-1" }, /RATE_LIMIT_ACCOUNT_PER_MINUTE must be a whole number/],
  ])("refuse to start on %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
