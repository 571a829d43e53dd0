import { describe, expect, it } from "vitest";
import { eventTaskProfile, eventTaskRows, longTraceTasks, traceTaskRows, type TraceEvent } from "./trace-tasks";

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

describe("eventTaskProfile", () => {
  /** The long task's event made an input step's, its task given thread time, and a second input task. */
  function inputTrace(): TraceEvent[] {
    const events = trace().map((entry) =>
      entry.name === "EventDispatch" ? { ...entry, args: { data: { type: "input" } } } : entry.name === "RunTask" && entry.ts === 20_000 && entry.tid === MAIN.tid ? { ...entry, tdur: 40_000 } : entry,
    );
    events.push(task(200_000, 20_000), { ...event("EventDispatch", 201_000, 4_000), args: { data: { type: "input" } } }, { ...event("EventDispatch", 210_000, 1_000), args: { data: { type: "mousemove" } } });
    return events;
  }

  it("takes the tasks that dispatched the event together: mean wall and thread time, kinds (forced layout apart) and functions", () => {
    const profile = eventTaskProfile(inputTrace(), "input");
    expect(profile).not.toBeNull();
    if (!profile) return;
    expect(profile.tasks).toBe(2);
    // 80 and 20 ms of wall time; 40 ms of thread time in the first, none said for the second (its wall time then).
    expect(profile.meanWallMs).toBe(50);
    expect(profile.meanThreadMs).toBe(30);
    // The first task's layout ran inside the script: a layout the script forced. The second
    // task's events: its input (4 ms) and a mousemove (1 ms).
    expect(profile.kinds).toEqual([
      { kind: "script", ms: 12.5 },
      { kind: "layout forced by script", ms: 10 },
      { kind: "event", ms: 7.5 },
      { kind: "paint", ms: 5 },
      { kind: "garbage collection", ms: 2.5 },
    ]);
    expect(profile.functions).toEqual([
      { name: "renderRows (index-abc.js:9)", ms: 15 },
      { name: "(native)", ms: 5 },
    ]);
    expect(eventTaskRows(profile).slice(0, 4)).toEqual([
      "2 tasks dispatched 'input': mean 50.00 ms wall, 30.00 ms of the thread's own time",
      "kinds of work, mean per task: script 12.50, layout forced by script 10.00, event 7.50, paint 5.00, garbage collection 2.50",
      "| function | self ms per task |",
      "|---|---|",
    ]);
  });

  it("is null when no task dispatched the event", () => {
    expect(eventTaskProfile(inputTrace(), "keydown")).toBeNull();
  });
});
