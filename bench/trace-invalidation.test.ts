import { describe, expect, it } from "vitest";
import { invalidationRows, tallyInvalidations } from "./trace-invalidation";
import type { TraceEvent } from "./trace-tasks";

const event = (name: string, ph: string, args: Record<string, unknown>, tdur = 0): TraceEvent => ({ name, ph, ts: 0, tdur, pid: 1, tid: 1, args });

describe("a drag's invalidations, tallied", () => {
  const events = [
    event("LayoutInvalidationTracking", "I", { data: { reason: "Text changed", nodeName: "#text" } }),
    event("LayoutInvalidationTracking", "I", { data: { reason: "Text changed", nodeName: "#text" } }),
    event("StyleRecalcInvalidationTracking", "I", { data: { reason: "Affected by :has()", nodeName: "DIV class='app'" } }),
    event("Paint", "X", { data: { nodeId: 1, clip: [0, 0, 360, 0, 360, 5052, 0, 5052] } }, 4000),
    event("Paint", "X", { data: { nodeId: 1, clip: [0, 0, 360, 0, 360, 5052, 0, 5052] } }, 2000),
    event("Layout", "X", { beginData: { dirtyObjects: 47, partialLayout: false } }, 3000),
    event("Layout", "X", { beginData: { dirtyObjects: 3, partialLayout: true } }, 1000),
  ];

  it("counts each reason and node, each layer repainted, and the layouts' dirty objects", () => {
    const tally = tallyInvalidations(events);
    expect(tally.layout.get("Text changed | #text")).toBe(2);
    expect(tally.style.get("Affected by :has() | DIV class='app'")).toBe(1);
    expect(tally.paint.get("node 1, 360 × 5052 px")).toEqual({ count: 2, ms: 6 });
    expect(tally.layouts).toEqual({ count: 2, partial: 1, dirty: 50, ms: 4 });
  });

  it("prints them per step", () => {
    const rows = invalidationRows(tallyInvalidations(events), 2);
    expect(rows[0]).toBe("Layouts: 2 (1 from below the root), 25.0 dirty objects and 2.0 ms of thread time a step");
    expect(rows).toContain("  2 × Text changed | #text");
    expect(rows).toContain("  2 × node 1, 360 × 5052 px: 3.0 ms");
  });

  it("names a node's owner: a document outside the page's frames, the script that changed it", () => {
    const stack = [
      { functionName: "set", url: "http://127.0.0.1:1/assets/index-a1.js", lineNumber: 9 },
      { functionName: "onChange", url: "http://127.0.0.1:1/assets/calculator-route-b2.js", lineNumber: 2 },
      { functionName: "dispatch", url: "http://127.0.0.1:1/assets/index-a1.js", lineNumber: 9 },
    ];
    const tally = tallyInvalidations([
      event("TracingStartedInBrowser", "I", { data: { frames: [{ frame: "PAGE" }] } }),
      event("StyleRecalcInvalidationTracking", "I", { data: { reason: "Node was inserted into tree", nodeName: "svg", frame: "ICON" } }),
      event("StyleRecalcInvalidationTracking", "I", { data: { reason: "Node was inserted into tree", nodeName: "#text", frame: "PAGE", stackTrace: stack } }),
      event("StyleRecalcInvalidationTracking", "I", { data: { reason: "Related style rule", nodeName: "DIV", frame: "PAGE" } }),
    ]);
    expect([...tally.style.keys()]).toEqual([
      "Node was inserted into tree | svg | in a document outside the page's frames (an image's)",
      "Node was inserted into tree | #text | by set (index-a1.js:9) ← onChange (calculator-route-b2.js:2)",
      "Related style rule | DIV",
    ]);
  });
});
