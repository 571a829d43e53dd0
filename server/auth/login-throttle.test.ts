import { describe, expect, it } from "vitest";
import { MemoryRateCounters } from "../limits/memory-counters";
import type { RateCounters } from "../store/store";
import { LoginThrottle, SLOWDOWN_BASE_MS, SLOWDOWN_MAX_MS, slowdownMs } from "./login-throttle";

const MINUTE = 60_000;

function throttle(emailLimit = 10, clientLimit = 50) {
  let now = 1_000_000;
  const subject = new LoginThrottle(new MemoryRateCounters(), { emailLimit, clientLimit, windowMs: 15 * MINUTE }, () => now);
  return { subject, advance: (ms: number) => (now += ms) };
}

async function inTurn<T>(count: number, attempt: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < count; index += 1) results.push(await attempt(index));
  return results;
}

describe("the log-in slowdown", () => {
  it("lets the first 3 of 10 attempts through at once, then doubles the wait up to its cap", () => {
    expect(Array.from({ length: 10 }, (_, failures) => slowdownMs(failures, 10))).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(SLOWDOWN_BASE_MS).toBe(500);
    expect(SLOWDOWN_MAX_MS).toBe(5000);
  });

  it("slows each further attempt for an email that keeps failing", async () => {
    const { subject } = throttle();
    const delays = await inTurn(6, () => subject.begin("asha@example.in", "10.0.0.1"));
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000].map((delayMs) => ({ refused: false, delayMs })));
  });

  it("slows a client trying many emails, after 15 of its 50 failures", async () => {
    const { subject } = throttle();
    const delays = await inTurn(17, (index) => subject.begin(`user${index}@example.in`, "10.0.0.2"));
    expect(delays.slice(0, 15).every((decision) => !decision.refused && decision.delayMs === 0)).toBe(true);
    expect(delays.slice(15)).toEqual([500, 1000].map((delayMs) => ({ refused: false, delayMs })));
  });
});

describe("the log-in lockout", () => {
  it("refuses an email after its limit of failures, for the lockout period, then lets it try again", async () => {
    const { subject, advance } = throttle(4);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await subject.begin("ravi@example.in", `10.0.0.${attempt}`)).refused).toBe(false);
    expect(await subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: true, retryAfterSeconds: 900 });
    advance(10 * MINUTE);
    expect(await subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: true, retryAfterSeconds: 300 });
    advance(5 * MINUTE);
    expect(await subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: false, delayMs: 0 });
  });

  it("counts the lockout from the failure that reached the limit, however old the first one", async () => {
    const { subject, advance } = throttle(3);
    await subject.begin("lata@example.in", "10.0.0.7");
    advance(10 * MINUTE);
    await subject.begin("lata@example.in", "10.0.0.7");
    await subject.begin("lata@example.in", "10.0.0.7");
    advance(10 * MINUTE);
    expect(await subject.begin("lata@example.in", "10.0.0.7")).toEqual({ refused: true, retryAfterSeconds: 300 });
  });

  it("refuses a client after its limit, whichever email it tries next", async () => {
    const { subject } = throttle(10, 5);
    await inTurn(5, (index) => subject.begin(`user${index}@example.in`, "10.0.0.3"));
    expect((await subject.begin("someone-new@example.in", "10.0.0.3")).refused).toBe(true);
    expect((await subject.begin("someone-new@example.in", "10.0.0.4")).refused).toBe(false);
  });

  it("does not hold a refused attempt against the other count: a locked client does not lock the email it tries", async () => {
    const { subject } = throttle(3, 3);
    await inTurn(3, (index) => subject.begin(`user${index}@example.in`, "10.0.0.8"));
    await inTurn(5, () => subject.begin("victim@example.in", "10.0.0.8"));
    expect(await subject.begin("victim@example.in", "10.0.0.10")).toEqual({ refused: false, delayMs: 0 });
  });

  it("counts attempts sent together before any of them is answered", async () => {
    const { subject } = throttle(3);
    const burst = await Promise.all(Array.from({ length: 5 }, () => subject.begin("burst@example.in", "10.0.0.5")));
    expect(burst.map((decision) => decision.refused)).toEqual([false, false, false, true, true]);
  });

  it("forgets an email's failures once its password is right, and forgets old failures after the window", async () => {
    const { subject, advance } = throttle(4);
    await inTurn(3, () => subject.begin("meera@example.in", "10.0.0.6"));
    await subject.succeeded("meera@example.in", "10.0.0.6");
    expect(await subject.begin("meera@example.in", "10.0.0.6")).toEqual({ refused: false, delayMs: 0 });
    await inTurn(2, () => subject.begin("meera@example.in", "10.0.0.6"));
    advance(15 * MINUTE);
    expect(await subject.begin("meera@example.in", "10.0.0.6")).toEqual({ refused: false, delayMs: 0 });
  });
});

describe("when the counters cannot be reached", () => {
  it("rejects the attempt instead of letting it through uncounted", async () => {
    const down = new Error("connect ECONNREFUSED 127.0.0.1:5432");
    const unreachable: RateCounters = {
      hit: () => Promise.reject(down),
      forgive: () => Promise.reject(down),
      clear: () => Promise.reject(down),
      sweep: () => Promise.reject(down),
    };
    const subject = new LoginThrottle(unreachable, { emailLimit: 10, clientLimit: 50, windowMs: 15 * MINUTE }, () => 1_000_000);
    await expect(subject.begin("asha@example.in", "10.0.0.1")).rejects.toBe(down);
  });
});
