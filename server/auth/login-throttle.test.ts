import { describe, expect, it } from "vitest";
import { LoginThrottle, SLOWDOWN_BASE_MS, SLOWDOWN_MAX_MS, slowdownMs } from "./login-throttle";

const MINUTE = 60_000;

function throttle(emailLimit = 10, clientLimit = 50) {
  let now = 1_000_000;
  const subject = new LoginThrottle({ emailLimit, clientLimit, windowMs: 15 * MINUTE }, () => now);
  return { subject, advance: (ms: number) => (now += ms) };
}

describe("the log-in slowdown", () => {
  it("lets the first 3 of 10 attempts through at once, then doubles the wait up to its cap", () => {
    expect(Array.from({ length: 10 }, (_, failures) => slowdownMs(failures, 10))).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(SLOWDOWN_BASE_MS).toBe(500);
    expect(SLOWDOWN_MAX_MS).toBe(5000);
  });

  it("slows each further attempt for an email that keeps failing", () => {
    const { subject } = throttle();
    const delays = Array.from({ length: 6 }, () => subject.begin("asha@example.in", "10.0.0.1"));
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000].map((delayMs) => ({ refused: false, delayMs })));
  });

  it("slows a client trying many emails, after 15 of its 50 failures", () => {
    const { subject } = throttle();
    const delays = Array.from({ length: 17 }, (_, index) => subject.begin(`user${index}@example.in`, "10.0.0.2"));
    expect(delays.slice(0, 15).every((decision) => !decision.refused && decision.delayMs === 0)).toBe(true);
    expect(delays.slice(15)).toEqual([500, 1000].map((delayMs) => ({ refused: false, delayMs })));
  });
});

describe("the log-in lockout", () => {
  it("refuses an email after its limit of failures, for the lockout period, then lets it try again", () => {
    const { subject, advance } = throttle(4);
    for (let attempt = 0; attempt < 4; attempt += 1) expect(subject.begin("ravi@example.in", `10.0.0.${attempt}`).refused).toBe(false);
    expect(subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: true, retryAfterSeconds: 900 });
    advance(10 * MINUTE);
    expect(subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: true, retryAfterSeconds: 300 });
    advance(5 * MINUTE);
    expect(subject.begin("ravi@example.in", "10.0.0.9")).toEqual({ refused: false, delayMs: 0 });
  });

  it("refuses a client after its limit, whichever email it tries next", () => {
    const { subject } = throttle(10, 5);
    for (let index = 0; index < 5; index += 1) subject.begin(`user${index}@example.in`, "10.0.0.3");
    expect(subject.begin("someone-new@example.in", "10.0.0.3").refused).toBe(true);
    expect(subject.begin("someone-new@example.in", "10.0.0.4").refused).toBe(false);
  });

  it("counts attempts sent together before any of them is answered", () => {
    const { subject } = throttle(3);
    const burst = Array.from({ length: 5 }, () => subject.begin("burst@example.in", "10.0.0.5"));
    expect(burst.map((decision) => decision.refused)).toEqual([false, false, false, true, true]);
  });

  it("forgets an email's failures once its password is right, and forgets old failures after the window", () => {
    const { subject, advance } = throttle(4);
    for (let attempt = 0; attempt < 3; attempt += 1) subject.begin("meera@example.in", "10.0.0.6");
    subject.succeeded("meera@example.in", "10.0.0.6");
    expect(subject.begin("meera@example.in", "10.0.0.6")).toEqual({ refused: false, delayMs: 0 });
    for (let attempt = 0; attempt < 2; attempt += 1) subject.begin("meera@example.in", "10.0.0.6");
    advance(15 * MINUTE);
    expect(subject.begin("meera@example.in", "10.0.0.6")).toEqual({ refused: false, delayMs: 0 });
  });
});
