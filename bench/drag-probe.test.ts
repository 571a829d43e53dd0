import { describe, expect, it } from "vitest";
import { longTaskCauses, slowestSteps, taskTime, type LongFrame } from "./drag-probe";

/** A frame from 100 to 220 ms: a worker's reply (forcing 6 ms of layout), then 40 ms of rendering, 12 of it style and layout. */
const frame: LongFrame = {
  start: 100,
  duration: 120,
  renderStart: 180,
  styleAndLayoutStart: 200,
  scripts: [
    { name: "DedicatedWorker.onmessage calculator-route.js", start: 105, duration: 60, forcedLayout: 6 },
    { name: "TimerHandler:setTimeout", start: 168, duration: 10, forcedLayout: 0 },
  ],
};

describe("longTaskCauses", () => {
  it("names the blocks rendered inside each long task, the longest first", () => {
    const renders = [
      { name: "render:Results", start: 10, duration: 52 },
      { name: "render:ProjectionTable", start: 62, duration: 30 },
    ];
    expect(longTaskCauses({ longTasks: [{ start: 0, duration: 84 }], renders })).toEqual(["84 ms: Results 52, ProjectionTable 22"]);
  });

  it("names the scripts and the rendering of the long animation frames a task overlaps", () => {
    const causes = longTaskCauses({ longTasks: [{ start: 100, duration: 120 }], renders: [], longFrames: [frame] });
    expect(causes).toEqual(["120 ms: no render measured · scripts: DedicatedWorker.onmessage calculator-route.js 60, TimerHandler:setTimeout 10 (forced style and layout 6) · rendering 40, of which style and layout 20"]);
  });

  it("counts only the part of a frame inside the task", () => {
    // A task over the frame's rendering alone (the worker's reply ran in a task before it).
    const causes = longTaskCauses({ longTasks: [{ start: 180, duration: 60 }], renders: [], longFrames: [frame] });
    expect(causes).toEqual(["60 ms: no render measured · rendering 40, of which style and layout 20"]);
  });

  it("leaves out frames that do not overlap the task", () => {
    expect(longTaskCauses({ longTasks: [{ start: 400, duration: 55 }], renders: [], longFrames: [frame] })).toEqual(["55 ms: no render measured"]);
  });
});

describe("when a long task came", () => {
  const inputs = [100, 200, 300];
  it("says at which of the drag's inputs, or how long after the drag", () => {
    expect(longTaskCauses({ longTasks: [{ start: 250, duration: 60 }], renders: [], inputs, stoppedAt: 400 })).toEqual(["60 ms at input 2 of 3: no render measured"]);
    expect(taskTime({ start: 100, duration: 60 }, inputs, 400)).toBe("at input 1 of 3");
    expect(taskTime({ start: 50, duration: 60 }, inputs, 400)).toBe("before the first input");
    expect(taskTime({ start: 700, duration: 60 }, inputs, 400)).toBe("0.4 s after the drag");
    expect(taskTime({ start: 700, duration: 60 }, [], 400)).toBe("");
  });

  it("names the slowest steps by number, slowest first", () => {
    expect(slowestSteps([10, 63, 12, 41, 9, 55], 3)).toBe("step 2 63, step 6 55, step 4 41");
  });
});
