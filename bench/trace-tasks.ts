// Reads a Chromium trace (the Trace Event format that CDP's Tracing domain returns) and names
// each long main-thread task of the page: its duration, the trace events inside it by kind
// (script, style, layout, paint, garbage collection, a worker's message, an animation frame) and
// the JavaScript functions that took its time, by self time, from the V8 CPU profile's samples.
import { add } from "./drag-probe";

/** One event of the trace (only the fields read here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, µs (an 'X' event's; a loaded machine's waits are not in it). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string | number;
  args?: Record<string, unknown>;
}

export interface TraceTask {
  /** From the trace's first main-thread task, ms. */
  startMs: number;
  durationMs: number;
  /** Time in each kind of work inside the task (kinds below), the largest first, ms. */
  kinds: { kind: string; ms: number }[];
  /** The functions with the most self time in the task's samples: 'name (file:line)'. */
  functions: { name: string; ms: number }[];
  /** The render-timing measures ('render:<Block>') that fell inside the task. */
  renders: string[];
}

/** Trace event names, grouped into the kinds a reader asks about. */
const KINDS: Record<string, string> = {
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
  "V8.GC_MARK_COMPACTOR": "garbage collection",
  "BlinkGC.AtomicPhase": "garbage collection",
  UpdateLayoutTree: "style recalculation",
  RecalculateStyles: "style recalculation",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  "Document::updateStyleAndLayout": "layout",
  ParseHTML: "parse HTML",
  EvaluateScript: "script (evaluate)",
  "v8.compile": "script compile",
  "v8.compileModule": "script compile",
  "V8.CompileCode": "script compile",
};

/** The top-level script entries of a task, named by what started them. */
const SCRIPT_ENTRIES: Record<string, string> = {
  EventDispatch: "event",
  TimerFire: "timer",
  FireAnimationFrame: "animation frame",
  FireIdleCallback: "idle callback",
  FunctionCall: "script",
  RunMicrotasks: "microtasks",
  "v8.run": "script",
};

const LONG_TASK_MS = 50;

/** The page's main thread: the renderer thread named CrRendererMain with the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain");
  let best: { pid: number; tid: number } | null = null;
  let bestCount = -1;
  for (const main of mains) {
    const count = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === "RunTask").length;
    if (count > bestCount) {
      best = { pid: main.pid, tid: main.tid };
      bestCount = count;
    }
  }
  return best;
}

interface Sample {
  ts: number;
  /** Self time of the sample, µs (until the next sample; a task counts it up to its own end). */
  dur: number;
  name: string;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The CPU profile's samples of one thread, each with its function and the time to the next. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profileIds = new Set(events.filter((event) => event.name === "Profile" && event.pid === pid && event.tid === tid).map((event) => String(event.id)));
  const nodes = new Map<number, string>();
  const raw: { ts: number; node: number }[] = [];
  for (const profile of profileIds) {
    const start = events.find((event) => event.name === "Profile" && String(event.id) === profile);
    let ts = Number((start?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
    for (const chunk of events.filter((event) => event.name === "ProfileChunk" && String(event.id) === profile).sort((a, b) => a.ts - b.ts)) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) {
        const frame = node.callFrame;
        const file = frame.url ? frame.url.slice(frame.url.lastIndexOf("/") + 1) : "";
        nodes.set(node.id, frame.functionName ? `${frame.functionName}${file ? ` (${file}:${frame.lineNumber + 1})` : ""}` : `(${file || "native"})`);
      }
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      for (let index = 0; index < samples.length; index++) {
        ts += deltas[index] ?? 0;
        raw.push({ ts, node: samples[index] });
      }
    }
  }
  raw.sort((a, b) => a.ts - b.ts);
  return raw.map((sample, index) => ({
    ts: sample.ts,
    dur: index + 1 < raw.length ? raw[index + 1].ts - sample.ts : 0,
    name: nodes.get(sample.node) ?? "(unknown)",
  }));
}

function kindOf(event: TraceEvent): string | null {
  return KINDS[event.name] ?? SCRIPT_ENTRIES[event.name] ?? null;
}

/**
 * Adds to `kinds` the time each event of `within` (one task's events of a known kind, in order)
 * holds apart from the events of another kind nested inside it; an event inside another of its
 * own kind is counted by the outer one. With `markForced`, a style or layout pass inside a
 * script counts as '<kind> forced by script' (a read that made the browser lay out at once).
 */
function addKinds(kinds: Map<string, number>, within: TraceEvent[], markForced: boolean): void {
  for (const event of within) {
    const kind = kindOf(event) as string;
    const eventEnd = event.ts + (event.dur ?? 0);
    let nested = 0;
    let coveredUntil = event.ts;
    for (const other of within) {
      if (other === event || other.ts < event.ts || other.ts + (other.dur ?? 0) > eventEnd || kindOf(other) === kind) continue;
      if (other.ts < coveredUntil) continue;
      nested += other.dur ?? 0;
      coveredUntil = other.ts + (other.dur ?? 0);
    }
    const enclosedBySameKind = within.some((outer) => outer !== event && kindOf(outer) === kind && outer.ts <= event.ts && outer.ts + (outer.dur ?? 0) >= eventEnd && (outer.ts < event.ts || (outer.dur ?? 0) > (event.dur ?? 0)));
    if (enclosedBySameKind) continue;
    const forced =
      markForced &&
      (kind === "layout" || kind === "style recalculation") &&
      within.some((outer) => SCRIPT_ENTRIES[outer.name] !== undefined && outer.ts <= event.ts && outer.ts + (outer.dur ?? 0) >= eventEnd);
    add(kinds, forced ? `${kind} forced by script` : kind, ((event.dur ?? 0) - nested) / 1000);
  }
}

/** Every main-thread task over 50 ms in the trace, named. */
export function longTraceTasks(events: TraceEvent[], topFunctions = 6): TraceTask[] {
  const main = mainThread(events);
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain.filter((event) => event.ph === "X" && event.name === "RunTask" && (event.dur ?? 0) > LONG_TASK_MS * 1000).sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(events, main.pid, main.tid);
  // A task's own kinds: the outermost event of each kind (a layout forced inside a script
  // counts under layout, and its time is taken off the script that forced it).
  const inner = onMain.filter((event) => event.ph === "X" && event.name !== "RunTask" && kindOf(event) !== null);
  const renders = events.filter((event) => (event.ph === "b" || event.ph === "e") && typeof event.name === "string" && event.name.startsWith("render:"));
  const origin = Math.min(...onMain.filter((event) => event.ph === "X").map((event) => event.ts));
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const within = inner.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const kinds = new Map<string, number>();
    addKinds(kinds, within, false);
    const functions = new Map<string, number>();
    for (const sample of samples) if (sample.ts >= task.ts && sample.ts < end) add(functions, sample.name, (Math.min(end, sample.ts + sample.dur) - sample.ts) / 1000);
    const blocks = new Set<string>();
    for (const mark of renders) if (mark.ts >= task.ts && mark.ts <= end) blocks.add(mark.name.slice("render:".length));
    return {
      startMs: (task.ts - origin) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      kinds: [...kinds].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).map(([kind, ms]) => ({ kind, ms })),
      functions: [...functions].sort((a, b) => b[1] - a[1]).slice(0, topFunctions).map(([name, ms]) => ({ name, ms })),
      renders: [...blocks],
    };
  });
}

/** One Markdown table row per task. */
export function traceTaskRows(tasks: TraceTask[]): string[] {
  const ms = (value: number) => Math.round(value).toString();
  return [
    "| at (ms) | task (ms) | what it was (ms) | top functions by self time (ms) | renders |",
    "|---|---|---|---|---|",
    ...tasks.map(
      (task) =>
        `| ${ms(task.startMs)} | ${ms(task.durationMs)} | ${task.kinds.map((kind) => `${kind.kind} ${ms(kind.ms)}`).join(", ") || "-"} | ${
          task.functions.map((fn) => `${fn.name} ${ms(fn.ms)}`).join("; ") || "-"
        } | ${task.renders.join(", ") || "-"} |`,
    ),
  ];
}

/** What the main thread did in the tasks that dispatched one kind of event (a drag's 'input'), over the whole drag. */
export interface EventTaskProfile {
  event: string;
  /** Tasks that dispatched it. */
  tasks: number;
  /** Their wall time and the thread's own CPU time in them (what the operating system's other work does not inflate), mean per task, ms. */
  meanWallMs: number;
  meanThreadMs: number;
  /** Time in each kind of work (as longTraceTasks counts it), mean per task, ms, the largest first. */
  kinds: { kind: string; ms: number }[];
  /** Functions by self time from the CPU samples, mean per task, ms, the largest first. */
  functions: { name: string; ms: number }[];
}

/**
 * The tasks in which the page's main thread dispatched `eventType` (each input step of a drag),
 * taken together: the mean wall and thread time of such a task, its kinds of work and the
 * functions that held it by self time. What a table 'inside the input handler' reads from.
 */
export function eventTaskProfile(events: TraceEvent[], eventType: string, topFunctions = 25): EventTaskProfile | null {
  const main = mainThread(events);
  if (!main) return null;
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
  const dispatches = onMain.filter((event) => event.name === "EventDispatch" && (event.args?.data as { type?: string } | undefined)?.type === eventType);
  const runTasks = onMain.filter((event) => event.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const chosen = new Set<TraceEvent>();
  for (const dispatch of dispatches) {
    const enclosing = runTasks.find((task) => task.ts <= dispatch.ts && task.ts + (task.dur ?? 0) >= dispatch.ts + (dispatch.dur ?? 0));
    if (enclosing) chosen.add(enclosing);
  }
  const tasks = [...chosen];
  if (tasks.length === 0) return null;
  const samples = samplesOf(events, main.pid, main.tid);
  const kinds = new Map<string, number>();
  const functions = new Map<string, number>();
  let wall = 0;
  let thread = 0;
  const inner = onMain.filter((event) => event.name !== "RunTask" && kindOf(event) !== null);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    wall += (task.dur ?? 0) / 1000;
    thread += (task.tdur ?? task.dur ?? 0) / 1000;
    for (const sample of samples) if (sample.ts >= task.ts && sample.ts < end) add(functions, sample.name, (Math.min(end, sample.ts + sample.dur) - sample.ts) / 1000);
    const within = inner.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    addKinds(kinds, within, true);
  }
  const mean = (map: Map<string, number>, limit: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, ms]) => ({ name, ms: ms / tasks.length }));
  return {
    event: eventType,
    tasks: tasks.length,
    meanWallMs: wall / tasks.length,
    meanThreadMs: thread / tasks.length,
    kinds: mean(kinds, 20).map(({ name, ms }) => ({ kind: name, ms })),
    functions: mean(functions, topFunctions),
  };
}

/** The profile as Markdown: a line of totals, then one table row per function. */
export function eventTaskRows(profile: EventTaskProfile): string[] {
  const ms = (value: number) => value.toFixed(2);
  return [
    `${profile.tasks} tasks dispatched '${profile.event}': mean ${ms(profile.meanWallMs)} ms wall, ${ms(profile.meanThreadMs)} ms of the thread's own time`,
    `kinds of work, mean per task: ${profile.kinds.map((kind) => `${kind.kind} ${ms(kind.ms)}`).join(", ") || "-"}`,
    "| function | self ms per task |",
    "|---|---|",
    ...profile.functions.map((fn) => `| ${fn.name} | ${ms(fn.ms)} |`),
  ];
}
