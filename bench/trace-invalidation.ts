// What a traced drag invalidated (npm run bench:trace -- --invalidation): Chromium's invalidation
// tracking names each node whose layout or style a change dirtied, and why; its Paint events name
// each paint layer repainted (by the DOM node that owns it, with its size) and its Layout events
// how many objects were dirty and whether the layout began below the root.
import type { TraceEvent } from "./trace-tasks";

/** The trace category that records the invalidations (added to the drag's trace on request). */
export const INVALIDATION_CATEGORY = "disabled-by-default-devtools.timeline.invalidationTracking";

interface Tally {
  /** 'reason | node' → how many times. */
  layout: Map<string, number>;
  style: Map<string, number>;
  /** 'node N, W × H px' → times painted, thread ms. */
  paint: Map<string, { count: number; ms: number }>;
  layouts: { count: number; partial: number; dirty: number; ms: number };
}

function data(event: TraceEvent): Record<string, unknown> {
  return (event.args?.data ?? {}) as Record<string, unknown>;
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The page's own frames: those the browser said it traced or committed. */
function pageFrames(events: readonly TraceEvent[]): Set<string> {
  const frames = new Set<string>();
  for (const event of events) {
    const d = data(event);
    if (event.name === "TracingStartedInBrowser" && Array.isArray(d.frames)) for (const frame of d.frames as { frame?: string }[]) if (frame.frame) frames.add(frame.frame);
    if (event.name === "FrameCommittedInBrowser" && typeof d.frame === "string") frames.add(d.frame);
  }
  return frames;
}

interface StackFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
}

/** 'set ← onChange (calculator-route-X.js:2)': the script that made the change, its two innermost calls. */
function scriptOwner(stack: unknown): string | null {
  if (!Array.isArray(stack) || stack.length === 0) return null;
  return (stack as StackFrame[])
    .slice(0, 2)
    .map((frame) => `${frame.functionName || "(anonymous)"}${frame.url ? ` (${frame.url.slice(frame.url.lastIndexOf("/") + 1)}:${frame.lineNumber ?? "?"})` : ""}`)
    .join(" ← ");
}

/**
 * Who owns an invalidated node, where the trace says: a document outside the page's frames (an
 * image's own document: an SVG image or icon is parsed, styled and laid out as a page of its
 * own), and the script whose call made the change.
 */
function owner(d: Record<string, unknown>, frames: Set<string>): string {
  const parts: string[] = [];
  if (frames.size > 0 && typeof d.frame === "string" && !frames.has(d.frame)) parts.push("in a document outside the page's frames (an image's)");
  const script = scriptOwner(d.stackTrace);
  if (script) parts.push(`by ${script}`);
  return parts.length > 0 ? ` | ${parts.join(", ")}` : "";
}

/** The invalidations of a trace, tallied. */
export function tallyInvalidations(events: readonly TraceEvent[]): Tally {
  const tally: Tally = { layout: new Map(), style: new Map(), paint: new Map(), layouts: { count: 0, partial: 0, dirty: 0, ms: 0 } };
  const frames = pageFrames(events);
  for (const event of events) {
    const d = data(event);
    const node = `${String(d.nodeName ?? "?")}${event.name.endsWith("InvalidationTracking") ? owner(d, frames) : ""}`;
    if (event.name === "LayoutInvalidationTracking") bump(tally.layout, `${String(d.reason ?? "?")} | ${node}`);
    else if (event.name === "StyleRecalcInvalidationTracking") bump(tally.style, `${String(d.reason ?? "?")} | ${node}`);
    else if (event.name === "Paint" && event.ph === "X") {
      const clip = Array.isArray(d.clip) ? (d.clip as number[]) : [];
      const size = clip.length === 8 ? `${clip[2] - clip[0]} × ${clip[5] - clip[1]} px` : "?";
      const key = `node ${String(d.nodeId ?? "?")}, ${size}`;
      const entry = tally.paint.get(key) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += (event.tdur ?? event.dur ?? 0) / 1000;
      tally.paint.set(key, entry);
    } else if (event.name === "Layout" && event.ph === "X") {
      const begin = (event.args?.beginData ?? {}) as { dirtyObjects?: number; partialLayout?: boolean };
      tally.layouts.count++;
      if (begin.partialLayout) tally.layouts.partial++;
      tally.layouts.dirty += begin.dirtyObjects ?? 0;
      tally.layouts.ms += (event.tdur ?? event.dur ?? 0) / 1000;
    }
  }
  return tally;
}

function top(map: Map<string, number>, limit: number): string[] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([key, count]) => `  ${count} × ${key}`);
}

/** The tally as lines to print, per drag step where it is a cost (`steps`: how many the drag took). */
export function invalidationRows(tally: Tally, steps: number): string[] {
  const { layouts } = tally;
  const per = (value: number) => (value / Math.max(1, steps)).toFixed(1);
  return [
    `Layouts: ${layouts.count} (${layouts.partial} from below the root), ${per(layouts.dirty)} dirty objects and ${per(layouts.ms)} ms of thread time a step`,
    "Layout invalidated (reason | node | its owner, where the trace names it):",
    ...top(tally.layout, 16),
    "Style invalidated (reason | node | its owner, where the trace names it):",
    ...top(tally.style, 16),
    "Paint layers repainted (by the DOM node owning the layer; thread ms a step):",
    ...[...tally.paint].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12).map(([key, { count, ms }]) => `  ${count} × ${key}: ${per(ms)} ms`),
  ];
}
