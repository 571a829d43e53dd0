// Accounts against the real server on loopback and both stores: sign-up, log-in, log-out,
// /api/auth/me, what is stored, token expiry and revocation, the slowdown and lockout after
// failed log-ins, the rules a new account must pass, rate limits and logs free of secrets.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE, PASSWORD_MAX_CHARS } from "../../server/routes/auth-rules";
import { LOGIN_FAILED_MESSAGE, SIGNUP_RECEIVED_MESSAGE } from "../../server/routes/auth";
import { SESSION_ENDED_MESSAGE } from "../../server/auth/authenticate";
import { call, ManualClock, person, rawRows, signUp } from "./auth-helpers";
import { ENGINES, freshEngine, postgresSkipped, type EngineEnv } from "./engines";
import { startApp, type RunningApp } from "./in-process";
import { startServer } from "./server-process";

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCKOUT_MS = 15 * 60 * 1000;

describe.each(ENGINES)("accounts with the %s store", (engine) => {
  const skip = engine === "postgres" && postgresSkipped();
  let where: EngineEnv;
  let server: RunningApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    if (skip) return;
    where = await freshEngine(engine);
    server = await startApp({ ...where.env, AUTH_LOCKOUT_EMAIL_FAILURES: "4", AUTH_LOCKOUT_CLIENT_FAILURES: "1000", AUTH_TOKEN_TTL_DAYS: "30" }, { clock });
  });
  afterAll(async () => {
    await server?.close();
    where?.cleanup();
  });

  it.skipIf(skip)("signs up with 202 {message} and no token; a log-in then answers {token, userName}, and the token answers /api/auth/me", async () => {
    const asha = person("Asha Verma");
    const answer = await call(server.baseURL, "POST", "/api/auth/signup", { body: { ...asha, name: "  Asha Verma " } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: SIGNUP_RECEIVED_MESSAGE });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const login = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: asha.email, password: asha.password } });
    expect(login.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), userName: "Asha Verma" });
    const me = await call(server.baseURL, "GET", "/api/auth/me", { token: String(login.body.token) });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ userName: "Asha Verma", email: asha.email, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it.skipIf(skip)("stores a salted scrypt hash of the password and only the SHA-256 of each token", async () => {
    const first = person("Ravi");
    const second = { ...person("Meera"), password: first.password };
    const token = await signUp(server.baseURL, first);
    await signUp(server.baseURL, second);
    const users = await rawRows(engine, where, `SELECT email, password_hash FROM users WHERE email IN ('${first.email}', '${second.email}') ORDER BY id`);
    const hashes = users.map((row) => String(row.password_hash));
    expect(hashes.every((hash) => /^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/.test(hash))).toBe(true);
    // The same password, two salts: two different hashes.
    expect(hashes[0]).not.toBe(hashes[1]);
    const tokens = await rawRows(engine, where, "SELECT token_hash FROM auth_tokens");
    expect(tokens.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    const everything = JSON.stringify([users, tokens]);
    expect(everything).not.toContain(first.password);
    expect(everything).not.toContain(token);
  });

  it.skipIf(skip)("keeps one account per email whatever its case, answers a second sign-up exactly as a first, and logs in with the email in any case", async () => {
    const ravi = { ...person("Ravi"), email: `Ravi.Kumar.${engine}@Example.IN` };
    const first = await call(server.baseURL, "POST", "/api/auth/signup", { body: ravi });
    const intruder = { ...person("Other Ravi"), email: ravi.email.toLowerCase() };
    const again = await call(server.baseURL, "POST", "/api/auth/signup", { body: intruder });
    // Nothing tells the second caller the email had an account: same status, same body, same headers.
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect([...again.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
    // The account is untouched: the second password does not log in, the first still does.
    const users = await rawRows(engine, where, `SELECT name FROM users WHERE email_key = '${ravi.email.toLowerCase()}'`);
    expect(users).toEqual([{ name: "Ravi" }]);
    expect((await call(server.baseURL, "POST", "/api/auth/login", { body: { email: intruder.email, password: intruder.password } })).status).toBe(401);
    const login = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: ` ${ravi.email.toUpperCase()} `, password: ravi.password } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ token: expect.any(String), userName: "Ravi" });
  });

  it.skipIf(skip)("answers a wrong password, an unknown email, or both with the same 401 message", async () => {
    const meera = person("Meera");
    await signUp(server.baseURL, meera);
    const attempts = [
      { email: meera.email, password: `${meera.password}!` },
      { email: `nobody.${engine}@example.in`, password: meera.password },
      { email: `nobody.${engine}@example.in`, password: "not even close" },
      { email: "not an email", password: "x" },
    ];
    for (const body of attempts) {
      const answer = await call(server.baseURL, "POST", "/api/auth/login", { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: LOGIN_FAILED_MESSAGE });
    }
    expect((await call(server.baseURL, "POST", "/api/auth/login", { body: { email: meera.email, password: meera.password } })).status).toBe(200);
  });

  it.skipIf(skip)("refuses log-in bodies without both fields with 400, before any password is checked", async () => {
    for (const body of [{}, { email: "a@b.in" }, { password: "something long" }, { email: "", password: "" }, { email: 5, password: 6 }, ["a@b.in", "pw"]]) {
      const answer = await call(server.baseURL, "POST", "/api/auth/login", { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "Please enter your email and password." });
    }
  });

  it.skipIf(skip)("revokes only the token it is given on log-out: that token then answers 401 everywhere", async () => {
    const kiran = person("Kiran");
    const phoneToken = await signUp(server.baseURL, kiran);
    const laptop = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: kiran.email, password: kiran.password } });
    const laptopToken = String(laptop.body.token);
    expect(laptopToken).not.toBe(phoneToken);

    const out = await call(server.baseURL, "POST", "/api/auth/logout", { token: phoneToken });
    expect(out.status).toBe(204);
    for (const [method, path] of [["GET", "/api/auth/me"], ["GET", "/api/plans"], ["POST", "/api/auth/logout"]] as const) {
      const answer = await call(server.baseURL, method, path, { token: phoneToken });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: SESSION_ENDED_MESSAGE });
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
    expect((await call(server.baseURL, "GET", "/api/auth/me", { token: laptopToken })).status).toBe(200);
  });

  it.skipIf(skip)("answers 401 for a missing, malformed or unknown token", async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: "Bearer t-123" }, { authorization: "Basic YWRtaW46YWRtaW4=" }, { authorization: `Bearer ${"A".repeat(43)}` }];
    for (const headers of headerSets) {
      const answer = await call(server.baseURL, "GET", "/api/auth/me", { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: SESSION_ENDED_MESSAGE });
    }
  });

  it.skipIf(skip)("expires a token after AUTH_TOKEN_TTL_DAYS, and a new log-in gives a working one", async () => {
    const dev = person("Dev");
    const token = await signUp(server.baseURL, dev);
    clock.advance(30 * DAY_MS - 60_000);
    expect((await call(server.baseURL, "GET", "/api/auth/me", { token })).status).toBe(200);
    clock.advance(60_000);
    expect((await call(server.baseURL, "GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await call(server.baseURL, "GET", "/api/plans", { token })).status).toBe(401);
    const fresh = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: dev.email, password: dev.password } });
    expect((await call(server.baseURL, "GET", "/api/auth/me", { token: String(fresh.body.token) })).status).toBe(200);
  });

  it.skipIf(skip)("slows repeated failures for an email, then refuses it with 429 and Retry-After, even with the right password, until the lockout ends", async () => {
    const tara = person("Tara");
    await signUp(server.baseURL, tara);
    const wrong = { email: tara.email, password: "wrong password here" };
    const sleptBefore = clock.sleeps.length;
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await call(server.baseURL, "POST", "/api/auth/login", { body: wrong })).status).toBe(401);
    // A limit of 4: the first 2 attempts go at once, the 3rd waits 0.5 s and the 4th 1 s.
    expect(clock.sleeps.slice(sleptBefore)).toEqual([500, 1000]);

    const refused = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: tara.email.toUpperCase(), password: tara.password } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    expect(refused.body).toEqual({ error: "Too many failed log-in attempts. Please wait 15 minutes and try again." });
    clock.advance(LOCKOUT_MS - 60_000);
    const later = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: tara.email, password: tara.password } });
    expect(later.status).toBe(429);
    expect(later.headers.get("retry-after")).toBe("60");
    expect(later.body.error).toBe("Too many failed log-in attempts. Please wait 1 minute and try again.");

    clock.advance(60_000);
    const sleptBeforeSuccess = clock.sleeps.length;
    expect((await call(server.baseURL, "POST", "/api/auth/login", { body: { email: tara.email, password: tara.password } })).status).toBe(200);
    expect(clock.sleeps.length).toBe(sleptBeforeSuccess);
  });
});

describe("failed log-ins from one client", () => {
  it("are slowed, then refused with 429 whichever email comes next", async () => {
    const where = await freshEngine("sqlite");
    const clock = new ManualClock();
    const server = await startApp({ ...where.env, AUTH_LOCKOUT_CLIENT_FAILURES: "5", AUTH_LOCKOUT_EMAIL_FAILURES: "100" }, { clock });
    try {
      const someone = person("Someone");
      await signUp(server.baseURL, someone);
      for (let index = 0; index < 5; index += 1) {
        expect((await call(server.baseURL, "POST", "/api/auth/login", { body: { email: `guess${index}@example.in`, password: "guessing away" } })).status).toBe(401);
      }
      // A limit of 5: waits start after 2 failures.
      expect(clock.sleeps).toEqual([500, 1000, 2000]);
      const refused = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: someone.email, password: someone.password } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("900");
    } finally {
      await server.close();
      where.cleanup();
    }
  });
});

describe("sign-up rules (each answers a clear 400 naming the field)", () => {
  let where: EngineEnv;
  let server: RunningApp;
  beforeAll(async () => {
    where = await freshEngine("sqlite");
    server = await startApp(where.env);
  });
  afterAll(async () => {
    await server.close();
    where.cleanup();
  });

  const good = { name: "Asha", email: "asha.rules@example.in", password: "monsoon evening walk" };
  const cases: [string, unknown, string, string | undefined][] = [
    ["a JSON array", [good], "Send a JSON object with name, email and password.", undefined],
    ["no name", { ...good, name: undefined }, "Please enter your name.", "name"],
    ["a blank name", { ...good, name: "   " }, "Please enter your name.", "name"],
    ["a name too long", { ...good, name: "N".repeat(101) }, "Name must be at most 100 characters.", "name"],
    ["a name with a line break", { ...good, name: "Asha\nVerma" }, "Name contains characters that are not allowed.", "name"],
    ["no email", { ...good, email: undefined }, "Please enter your email address.", "email"],
    ["an email without a domain", { ...good, email: "asha@example" }, "Please enter a valid email address.", "email"],
    ["an email too long", { ...good, email: `${"a".repeat(250)}@x.in` }, "Email must be at most 254 characters.", "email"],
    ["no password", { ...good, password: undefined }, "Please choose a password.", "password"],
    ["a numeric password", { ...good, password: 1234567890 }, "Please choose a password.", "password"],
    ["a 9-character password", { ...good, password: "nine char" }, "Your password must be at least 10 characters.", "password"],
    ["a password too long", { ...good, password: "p".repeat(PASSWORD_MAX_CHARS + 1) }, `Your password must be at most ${PASSWORD_MAX_CHARS} characters.`, "password"],
    ["a password with a control character", { ...good, password: "monsoon\u0007evening" }, "Your password contains characters that are not allowed.", "password"],
    ["the email as the password", { ...good, password: "Asha.Rules@example.in" }, "Your password must not be your name or your email address.", "password"],
    ["the email's name part as the password", { ...good, email: "ashaverma1990@example.in", password: "AshaVerma1990" }, "Your password must not be your name or your email address.", "password"],
    ["a common password", { ...good, password: "password123" }, COMMON_PASSWORD_MESSAGE, "password"],
    ["a common password in other case", { ...good, password: "QWERTYUIOP" }, COMMON_PASSWORD_MESSAGE, "password"],
    ["another common password", { ...good, password: "1q2w3e4r5t" }, COMMON_PASSWORD_MESSAGE, "password"],
    ["a common word with a capital, a digit and a symbol", { ...good, password: "Password1!" }, GUESSABLE_PASSWORD_MESSAGE, "password"],
    ["one letter ten times", { ...good, password: "aaaaaaaaaa" }, GUESSABLE_PASSWORD_MESSAGE, "password"],
    ["the alphabet's first ten letters", { ...good, password: "abcdefghij" }, GUESSABLE_PASSWORD_MESSAGE, "password"],
    ["a common word in l33t with a number", { ...good, password: "Passw0rd123" }, GUESSABLE_PASSWORD_MESSAGE, "password"],
  ];

  it.each(cases)("refuses %s", async (_what, body, error, field) => {
    const answer = await call(server.baseURL, "POST", "/api/auth/signup", { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(field === undefined ? { error } : { error, field });
  });

  it("counts characters, not bytes: a 10-letter Devanagari password is long enough", async () => {
    const answer = await call(server.baseURL, "POST", "/api/auth/signup", { body: { name: "प्रिया", email: "priya.rules@example.in", password: "मेरापासवर्डहै" } });
    expect(answer.status).toBe(202);
  });
});

describe("rate limits on the account routes", () => {
  it("answer 429 with Retry-After past RATE_LIMIT_LOGIN_PER_MINUTE and RATE_LIMIT_ACCOUNT_PER_MINUTE", async () => {
    const where = await freshEngine("sqlite");
    const server = await startApp({ ...where.env, RATE_LIMIT_LOGIN_PER_MINUTE: "2", RATE_LIMIT_ACCOUNT_PER_MINUTE: "2" });
    try {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await call(server.baseURL, "POST", "/api/auth/login", { body: {} })).status);
      expect(statuses).toEqual([400, 400, 429]);
      for (let index = 0; index < 2; index += 1) expect((await call(server.baseURL, "POST", "/api/auth/signup", { body: {} })).status).toBe(400);
      const signup = await call(server.baseURL, "POST", "/api/auth/signup", { body: {} });
      expect(signup.status).toBe(429);
      expect(Number(signup.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(signup.body.error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
      const account = [];
      for (let index = 0; index < 3; index += 1) account.push((await call(server.baseURL, "GET", "/api/plans")).status);
      expect(account).toEqual([401, 401, 429]);
    } finally {
      await server.close();
      where.cleanup();
    }
  });
});

describe("the logs of the account routes", () => {
  it("record account ids and outcomes, never names, emails, passwords, tokens or plan names", async () => {
    const where = await freshEngine("sqlite");
    const server = await startServer({ ...where.env, LOG_LEVEL: "trace" });
    try {
      const secret = { name: "SECRET-NAME", email: "secret.mail@example.in", password: "SECRET-PASSWORD-words" };
      const token = await signUp(server.baseURL, secret);
      await call(server.baseURL, "POST", "/api/auth/signup", { body: secret });
      await call(server.baseURL, "POST", "/api/auth/login", { body: { email: secret.email, password: "SECRET-WRONG-PASSWORD" } });
      const login = await call(server.baseURL, "POST", "/api/auth/login", { body: { email: secret.email, password: secret.password } });
      await call(server.baseURL, "GET", "/api/auth/me", { token });
      await call(server.baseURL, "POST", "/api/plans", { token, body: { name: "SECRET-PLAN-NAME", toolId: "sip", inputs: { monthlyInvestment: "5000" } } });
      await call(server.baseURL, "POST", "/api/auth/logout", { token });
      await server.stop();
      const log = server.output();
      for (const value of [...Object.values(secret), "SECRET-WRONG-PASSWORD", "SECRET-PLAN-NAME", token, String(login.body.token), "secret.mail"]) expect(log).not.toContain(value);
      const messages = log.trim().split("\n").map((line) => (JSON.parse(line) as { msg?: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(["account created", "log-in failed", "logged in", "plan saved", "logged out"]));
    } finally {
      await server.stop();
      where.cleanup();
    }
  });
});
