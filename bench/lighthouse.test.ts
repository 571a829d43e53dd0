// The CPU-time audit's trace rewrite: each task shrunk to its thread time, its insides in proportion.
import { describe, expect, it } from "vitest";
import { shrinkTasksToCpuTime } from "./lighthouse";

const event = (name: string, ts: number, dur: number, extra: object = {}) => ({ name, ph: "X", pid: 1, tid: 1, ts, dur, ...extra });

describe("a trace's tasks on CPU time", () => {
  it("shrinks a task to its thread time and moves what ran inside it in proportion, keeping the nesting", () => {
    const task = event("RunTask", 1000, 100, { tdur: 25 });
    const inner = event("FunctionCall", 1040, 20);
    const after = event("RunTask", 1200, 10, { tdur: 10 });
    const events = [after, inner, task];
    shrinkTasksToCpuTime(events);
    expect(task).toMatchObject({ ts: 1000, dur: 25 });
    expect(inner).toMatchObject({ ts: 1010, dur: 5 });
    expect(inner.ts + inner.dur).toBeLessThanOrEqual(task.ts + task.dur);
    expect(after).toMatchObject({ ts: 1200, dur: 10 });
  });

  it("leaves tasks without a thread time, other threads and a task that used more CPU than wall time as they were", () => {
    const untimed = event("RunTask", 0, 50);
    const otherThread = { ...event("Layout", 10, 30), tid: 2 };
    const busy = event("RunTask", 100, 10, { tdur: 12 });
    shrinkTasksToCpuTime([untimed, otherThread, busy]);
    expect(untimed).toMatchObject({ ts: 0, dur: 50 });
    expect(otherThread).toMatchObject({ ts: 10, dur: 30 });
    expect(busy).toMatchObject({ ts: 100, dur: 10 });
  });
});
