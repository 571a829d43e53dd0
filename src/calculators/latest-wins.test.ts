import { describe, expect, it } from "vitest";
import { LatestWins } from "./latest-wins";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("LatestWins", () => {
  it("coalesces inputs sent while a request is in flight to the last one", async () => {
    const calls: number[] = [];
    const replies: ReturnType<typeof deferred<number>>[] = [];
    const shown: number[] = [];
    const queue = new LatestWins<number, number>(
      (input) => {
        calls.push(input);
        const reply = deferred<number>();
        replies.push(reply);
        return reply.promise;
      },
      (output) => shown.push(output),
      () => undefined,
    );
    queue.submit(1);
    queue.submit(2);
    queue.submit(3);
    expect(calls).toEqual([1]);
    replies[0].resolve(10);
    await flush();
    expect(calls).toEqual([1, 3]);
    replies[1].resolve(30);
    await flush();
    expect(shown).toEqual([10, 30]);
  });

  it("drops a reply for inputs sent before they became invalid", async () => {
    const reply = deferred<number>();
    const shown: number[] = [];
    const queue = new LatestWins<number, number>(() => reply.promise, (output) => shown.push(output), () => undefined);
    queue.submit(1);
    queue.invalidate();
    reply.resolve(10);
    await flush();
    expect(shown).toEqual([]);
  });

  it("reports a failure of the latest request", async () => {
    const errors: unknown[] = [];
    const queue = new LatestWins<number, number>(() => Promise.reject(new Error("core failed")), () => undefined, (error) => errors.push(error));
    queue.submit(1);
    await flush();
    expect(errors).toHaveLength(1);
  });
});

describe("LatestWins with an instant path (the fast path)", () => {
  const complete = (output: number) => Promise.resolve({ output, complete: true });
  const partial = (output: number) => Promise.resolve({ output, complete: false });
  const instantly = (answer: (input: number) => Promise<{ output: number; complete: boolean } | null>) => ({ answer, followUpDelayMs: 0 });

  it("shows an instant answer at once and asks the worker nothing", async () => {
    const calls: number[] = [];
    const shown: [number, boolean][] = [];
    const queue = new LatestWins<number, number>(
      (input) => {
        calls.push(input);
        return Promise.resolve(input * 100);
      },
      (output, _input, instant) => shown.push([output, instant]),
      () => undefined,
      instantly((input) => complete(input * 10)),
    );
    queue.submit(1);
    queue.submit(2);
    await flush();
    expect(shown).toEqual([
      [10, true],
      [20, true],
    ]);
    expect(calls).toEqual([]);
  });

  it("falls back to the worker when the instant path misses", async () => {
    const shown: [number, boolean][] = [];
    const queue = new LatestWins<number, number>(
      (input) => Promise.resolve(input * 100),
      (output, _input, instant) => shown.push([output, instant]),
      () => undefined,
      instantly((input) => (input === 2 ? Promise.resolve(null) : complete(input * 10))),
    );
    queue.submit(1);
    queue.submit(2);
    queue.submit(3);
    await flush();
    expect(shown).toEqual([
      [10, true],
      // 2 went to the worker; 3 answered instantly before its reply, so the reply is older and dropped.
      [30, true],
    ]);
  });

  it("completes a part-answer with the worker's reply once the inputs rest, never with an older one", async () => {
    const replies: ReturnType<typeof deferred<number>>[] = [];
    const calls: number[] = [];
    const shown: [number, boolean][] = [];
    const queue = new LatestWins<number, number>(
      (input) => {
        calls.push(input);
        const reply = deferred<number>();
        replies.push(reply);
        return reply.promise;
      },
      (output, _input, instant) => shown.push([output, instant]),
      () => undefined,
      instantly((input) => partial(input * 10)),
    );
    // A drag: three part-answers shown at once; only the last position is followed up.
    queue.submit(1);
    queue.submit(2);
    queue.submit(3);
    await flush();
    await flush();
    expect(shown).toEqual([
      [10, true],
      [20, true],
      [30, true],
    ]);
    expect(calls).toEqual([3]);
    // The drag moves on while 3's full request is in flight.
    queue.submit(4);
    await flush();
    await flush();
    expect(calls).toEqual([3]);
    replies[0].resolve(300);
    await flush();
    // 3's full reply is older than the part shown (4) and is dropped; 4's completes it.
    expect(calls).toEqual([3, 4]);
    replies[1].resolve(400);
    await flush();
    expect(shown.slice(3)).toEqual([
      [40, true],
      [400, false],
    ]);
  });

  it("drops an instant answer once the inputs became invalid", async () => {
    const shown: number[] = [];
    const instant = deferred<{ output: number; complete: boolean } | null>();
    const queue = new LatestWins<number, number>(
      () => Promise.resolve(0),
      (output) => shown.push(output),
      () => undefined,
      instantly(() => instant.promise),
    );
    queue.submit(1);
    queue.invalidate();
    instant.resolve({ output: 10, complete: true });
    await flush();
    expect(shown).toEqual([]);
  });

  it("reports the worker's error when the instant path could not answer", async () => {
    const errors: unknown[] = [];
    const queue = new LatestWins<number, number>(
      () => Promise.reject(new Error("core failed")),
      () => undefined,
      (error) => errors.push(error),
      instantly(() => Promise.resolve(null)),
    );
    queue.submit(1);
    await flush();
    expect(errors).toHaveLength(1);
  });
});
