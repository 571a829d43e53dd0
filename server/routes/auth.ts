// Accounts: sign up, log in, log out and "who am I". Passwords are hashed with
// scrypt (auth/passwords.ts); tokens are random and stored only as hashes (auth/tokens.ts).
// Logs carry account ids, never names, emails, passwords or tokens.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findCaller, refuseCaller } from "../auth/authenticate";
import type { AuthClock } from "../auth/clock";
import { emailKey } from "../auth/emails";
import { LoginThrottle, type ThrottleDecision } from "../auth/login-throttle";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { newToken, tokenHash } from "../auth/tokens";
import type { ServerConfig } from "../config/env";
import { CountersUnavailableError } from "../limits/counters";
import { englishMessages, requestMessages } from "../messages";
import type { RateCounters, Store, User } from "../store/store";
import { checkLogin, checkSignup } from "./auth-rules";

/** The one answer to a wrong email, a wrong password, or both. */
export const LOGIN_FAILED_MESSAGE = englishMessages.accounts.loginFailed;
export const SIGNUP_RECEIVED_MESSAGE = englishMessages.accounts.signupReceived;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Expired tokens are swept out at most this often (each sweep is one indexed DELETE). */
const SWEEP_INTERVAL_MS = 60 * MINUTE_MS;

export function lockoutMessage(retryAfterSeconds: number, m = englishMessages.accounts): string {
  return m.lockout(Math.ceil(retryAfterSeconds / 60));
}

export function authRoutes(store: Store, counters: RateCounters, config: Pick<ServerConfig, "rateLimits" | "auth">, clock: AuthClock) {
  return async function register(app: FastifyInstance): Promise<void> {
    const throttle = new LoginThrottle(
      counters,
      { emailLimit: config.auth.lockoutEmailFailures, clientLimit: config.auth.lockoutClientFailures, windowMs: config.auth.lockoutMinutes * MINUTE_MS },
      () => clock.now(),
    );
    let lastSweep = 0;
    // Make the dummy hash now, so the first log-in for an unknown email is not the slower one.
    void verifyAgainstDummy("warm-up").catch((error: unknown) => app.log.error({ err: error }, "could not prepare the dummy password hash"));
    const loginLimit = { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: MINUTE_MS } };
    const accountLimit = { rateLimit: { max: config.rateLimits.accountPerMinute, timeWindow: MINUTE_MS } };

    // Answers here carry tokens or account details: never cached.
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    async function issueToken(user: User): Promise<{ token: string; userName: string }> {
      const now = clock.now();
      if (now - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await store.authTokens.deleteExpired(new Date(now).toISOString());
      }
      const token = newToken();
      await store.authTokens.add({
        tokenHash: tokenHash(token),
        userId: user.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + config.auth.tokenTtlDays * DAY_MS).toISOString(),
      });
      return { token, userName: user.name };
    }

    // One answer whether or not the email already had an account, so sign-up cannot be asked
    // which emails have one (docs/decisions/0110-signup-answers-alike.md): 202 with the same
    // message, no token either way; the page then logs in with what was typed. Both paths
    // hash the password and try one insert, so they take about as long.
    app.post("/api/auth/signup", { config: loginLimit }, async (request: FastifyRequest, reply: FastifyReply) => {
      const m = requestMessages(request).accounts;
      const checked = await checkSignup(request.body, m);
      if (!checked.ok) return reply.code(400).send({ error: checked.error, field: checked.field });
      const { name, email, emailKey: key, password } = checked.value;
      const user = await store.users.create({ name, email, emailKey: key, passwordHash: await hashPassword(password) });
      if (user === null) request.log.info("sign-up for an email that has an account: nothing made");
      else request.log.info({ userId: user.id }, "account created");
      return reply.code(202).send({ message: m.signupReceived });
    });

    app.post("/api/auth/login", { config: loginLimit }, async (request: FastifyRequest, reply: FastifyReply) => {
      const m = requestMessages(request).accounts;
      const checked = checkLogin(request.body, m);
      if (!checked.ok) return reply.code(400).send({ error: checked.error });
      const key = emailKey(checked.value.email);
      let decision: ThrottleDecision;
      try {
        decision = await throttle.begin(key, request.ip);
      } catch (error) {
        // Fail closed: without the counts no password is checked, so guesses stay limited.
        throw new CountersUnavailableError(error);
      }
      if (decision.refused) {
        request.log.warn({ retryAfterSeconds: decision.retryAfterSeconds }, "log-in refused after repeated failures");
        return reply.code(429).header("retry-after", String(decision.retryAfterSeconds)).send({ error: lockoutMessage(decision.retryAfterSeconds, m) });
      }
      if (decision.delayMs > 0) await clock.sleep(decision.delayMs);

      const user = await store.users.findByEmailKey(key);
      const check = user === undefined ? { matches: await verifyAgainstDummy(checked.value.password), needsRehash: false } : await verifyPassword(checked.value.password, user.passwordHash);
      if (user === undefined || !check.matches) {
        request.log.info({ delayedMs: decision.delayMs }, "log-in failed");
        return reply.code(401).send({ error: m.loginFailed });
      }
      // The log-in is good; a failure to reset the counts must not turn it into an error.
      await throttle.succeeded(key, request.ip).catch((error: unknown) => request.log.warn({ err: error }, "could not reset the log-in counts"));
      if (check.needsRehash) await store.users.setPasswordHash(user.id, await hashPassword(checked.value.password));
      request.log.info({ userId: user.id }, "logged in");
      return reply.send(await issueToken(user));
    });

    app.post("/api/auth/logout", { config: accountLimit }, async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, requestMessages(request).accounts.sessionEnded);
      await store.authTokens.revoke(caller.tokenHash);
      request.log.info({ userId: caller.user.id }, "logged out");
      return reply.code(204).send();
    });

    app.get("/api/auth/me", { config: accountLimit }, async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await findCaller(request, store, clock);
      if (caller === undefined) return refuseCaller(reply, requestMessages(request).accounts.sessionEnded);
      return { userName: caller.user.name, email: caller.user.email, createdAt: caller.user.createdAt };
    });
  };
}
