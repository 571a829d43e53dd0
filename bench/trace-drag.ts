// npm run bench:trace -- --page=NAME|bare [--mode=keyboard|pointer] [--throttle=4|1] [--trace=FILE] [--invalidation] [--lean]
// Drags one page's slider as the bench does (or the bench's bare page, the floor), under a
// Chromium trace (timeline, V8 CPU samples, User Timing), writes the trace to FILE (default
// bench/results/trace-<page>-<mode>-<rate>x.json; it opens in Chromium's Performance panel) and
// prints what the tasks that dispatched the drag's input events held on average (kinds of work,
// functions by self time: what a step costs inside its own task), then each main-thread task
// over 50 ms: its duration, what kind of work filled it and the functions with the most self time.
// With --invalidation, the trace also records Chromium's invalidation tracking and the tool prints
// what the drag dirtied (trace-invalidation.ts): layout and style by reason and node, the paint
// layers repainted, the layouts' dirty objects (it slows the page further). With --lean, no CPU
// samples are taken (no functions by self time), so a pointer drag keeps the bench's pace; the
// stack that forced each layout is kept.
// Builds nothing: run `npm run build` first.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT, startServer } from "../tests/support/server-process";
import { launchBenchBrowser } from "./browser";
import { dragPagesNamed, LEAN_TRACE_CATEGORIES, measure, STEPS, TRACE_CATEGORIES, type DragMode } from "./page-scenarios";
import { INVALIDATION_CATEGORY, invalidationRows, tallyInvalidations } from "./trace-invalidation";
import { eventTaskProfile, eventTaskRows, longTraceTasks, traceTaskRows, type TraceEvent } from "./trace-tasks";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const pageName = option("page");
if (!pageName) throw new Error("say which page to trace: --page=sip (any part of a bench page's name), or --page=bare");
const target = pageName === "bare" ? "bare" : dragPagesNamed(pageName)[0];
const targetName = target === "bare" ? "The bare page" : target.name;
const mode = (option("mode") ?? "pointer") as DragMode;
if (mode !== "keyboard" && mode !== "pointer") throw new Error(`--mode is keyboard or pointer, not '${mode}'`);
const throttle = Number(option("throttle") ?? 4);
if (throttle !== 1 && throttle !== 4) throw new Error(`--throttle is 1 or 4, not '${option("throttle")}'`);
const invalidation = args.includes("--invalidation");
const categories = [...(args.includes("--lean") ? LEAN_TRACE_CATEGORIES : TRACE_CATEGORIES), ...(invalidation ? [INVALIDATION_CATEGORY] : [])];
const file = option("trace") ?? join(PROJECT_ROOT, `bench/results/trace-${pageName.toLowerCase()}-${mode}-${throttle}x.json`);

const server = await startServer();
const browser = await launchBenchBrowser();
let events: TraceEvent[] = [];
try {
  const figures = await measure(browser, server.baseURL, target, throttle, mode, (traced) => {
    events = traced;
  }, categories);
  if (figures.skipped) throw new Error(`${targetName} could not be driven: ${figures.skipped}`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  const tasks = longTraceTasks(events);
  console.log(`${targetName}, ${mode} at ${throttle}x, traced (${new Date().toISOString()}, load ${loadavg().map((load) => load.toFixed(1)).join(" ")})`);
  console.log(`drag p95 ${figures.drag?.p95.toFixed(1) ?? "-"} ms; the probe saw ${figures.longTasks} tasks over 50 ms; the trace ${tasks.length}`);
  const steps = eventTaskProfile(events, "input");
  if (steps) console.log(`\nThe drag's steps, inside their own tasks:\n${eventTaskRows(steps).join("\n")}\n`);
  if (invalidation) console.log(`What the drag invalidated:\n${invalidationRows(tallyInvalidations(events), STEPS).join("\n")}\n`);
  console.log(traceTaskRows(tasks).join("\n"));
  console.log(`\nThe probe's own naming of its long tasks (drag-probe.ts):\n${(figures.longTaskCauses ?? []).join("\n")}`);
  console.log(`Trace written to ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
