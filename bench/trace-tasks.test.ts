import { describe, expect, it } from "vitest";
import { longTraceTasks, traceTaskRows, type TraceEvent } from "./trace-tasks";

const MAIN = { pid: 1, tid: 10 };
const WORKER = { pid: 1, tid: 20 };

function task(ts: number, dur: number, thread = MAIN): TraceEvent {
  return { name: "RunTask", ph: "X", ts, dur, ...thread };
}

function event(name: string, ts: number, dur: number): TraceEvent {
  return { name, ph: "X", ts, dur, ...MAIN };
}

/** A trace with one long task (event → script that forces layout → GC) and one short one. */
function trace(): TraceEvent[] {
  return [
    { name: "thread_name", ph: "M", ts: 0, ...MAIN, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", ts: 0, ...WORKER, args: { name: "DedicatedWorker thread" } },
    task(1_000, 10_000),
    task(20_000, 80_000),
    event("EventDispatch", 20_000, 60_000),
    event("FunctionCall", 21_000, 50_000),
    event("Layout", 30_000, 20_000),
    event("MinorGC", 60_000, 5_000),
    event("Paint", 85_000, 10_000),
    task(20_000, 90_000, WORKER),
    { name: "Profile", ph: "P", ts: 0, id: "0x1", ...MAIN, args: { data: { startTime: 20_000 } } },
    {
      name: "ProfileChunk",
      ph: "P",
      ts: 1,
      id: "0x1",
      ...MAIN,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: "renderRows", url: "https://x/assets/index-abc.js", lineNumber: 8 } },
              { id: 2, callFrame: { functionName: "", url: "", lineNumber: -1 } },
            ],
            samples: [1, 1, 1, 2, 1],
          },
          // Samples at 21, 31, 41, 51 and 61 ms.
          timeDeltas: [1_000, 10_000, 10_000, 10_000, 10_000],
        },
      },
    },
    { name: "render:Results", ph: "b", ts: 22_000, id: "0x2", ...MAIN },
    { name: "render:Results", ph: "e", ts: 70_000, id: "0x2", ...MAIN },
  ];
}

describe("longTraceTasks", () => {
  it("names each main-thread task over 50 ms by its kinds of work, functions and renders", () => {
    const [only, ...rest] = longTraceTasks(trace());
    expect(rest).toEqual([]);
    expect(only.startMs).toBe(19);
    expect(only.durationMs).toBe(80);
    // The event's 60 ms hold the script's 50; the script's 50 hold layout's 20 and the GC's 5.
    expect(only.kinds).toEqual([
      { kind: "script", ms: 25 },
      { kind: "layout", ms: 20 },
      { kind: "event", ms: 10 },
      { kind: "paint", ms: 10 },
      { kind: "garbage collection", ms: 5 },
    ]);
    expect(only.functions).toEqual([
      { name: "renderRows (index-abc.js:9)", ms: 30 },
      { name: "(native)", ms: 10 },
    ]);
    expect(only.renders).toEqual(["Results"]);
  });

  it("finds nothing in a trace without the page's main thread", () => {
    expect(longTraceTasks(trace().filter((entry) => entry.name !== "thread_name"))).toEqual([]);
  });

  it("writes one table row per task", () => {
    const rows = traceTaskRows(longTraceTasks(trace()));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe("| 19 | 80 | script 25, layout 20, event 10, paint 10, garbage collection 5 | renderRows (index-abc.js:9) 30; (native) 10 | Results |");
  });
});
