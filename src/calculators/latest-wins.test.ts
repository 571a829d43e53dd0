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
