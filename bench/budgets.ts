// The budgets of `npm run bench -- --check` (README, "The bench suite"). Start here, and tighten
// them as the site beats them.
import type { KernelFigure } from "./kernels";
import type { LighthouseFigures } from "./lighthouse";
import type { DragFigures } from "./page-scenarios";
import type { WeightFigures } from "./weight";

export const BUDGETS = {
  /** Every kernel: WASM calls per second (calc API, boundary included) at least its same-algorithm TypeScript twin's. */
  minKernelTwinRatio: 1.0,
  /** Worker round trip p95, unthrottled. */
  maxRoundTripP95Ms: 2,
  /** Live drag p95, unthrottled. */
  maxDragP95Ms: 8,
  /** Live drag p95 at 4x throttling, as a multiple of the bare page's p95 at 4x. */
  maxThrottledDragVsBare: 1.5,
  maxEntryGzipBytes: 110 * 1024,
  maxWasmBytes: 16 * 1024,
  minLighthouseScore: 95,
} as const;

export interface BenchFigures {
  kernels?: KernelFigure[];
  pages?: DragFigures[];
  weight?: WeightFigures;
  lighthouse?: LighthouseFigures[];
}

/** Each budget missed, in words with the figure; empty when all hold. */
export function missedBudgets(figures: BenchFigures): string[] {
  const missed: string[] = [];
  for (const kernel of figures.kernels ?? []) {
    if (kernel.twinRatio < BUDGETS.minKernelTwinRatio) missed.push(`kernel '${kernel.name}': WASM/twin ${kernel.twinRatio.toFixed(2)} < ${BUDGETS.minKernelTwinRatio}`);
  }
  const bareAt4 = figures.pages?.find((page) => page.throttle === 4 && page.roundTrip === null && !page.skipped)?.drag?.p95;
  for (const page of figures.pages ?? []) {
    if (page.skipped || page.roundTrip === null) continue;
    if (page.throttle === 1) {
      if (page.roundTrip.p95 > BUDGETS.maxRoundTripP95Ms) missed.push(`${page.name}: round trip p95 ${page.roundTrip.p95.toFixed(2)} ms > ${BUDGETS.maxRoundTripP95Ms} ms`);
      if (page.drag && page.drag.p95 > BUDGETS.maxDragP95Ms) missed.push(`${page.name}: drag p95 ${page.drag.p95.toFixed(2)} ms > ${BUDGETS.maxDragP95Ms} ms`);
    } else if (page.drag && bareAt4 !== undefined && page.drag.p95 > BUDGETS.maxThrottledDragVsBare * bareAt4) {
      missed.push(`${page.name}: drag p95 at 4x ${page.drag.p95.toFixed(1)} ms > ${BUDGETS.maxThrottledDragVsBare} x bare ${bareAt4.toFixed(1)} ms`);
    }
  }
  const weight = figures.weight;
  if (weight && weight.entryScript.gzipBytes > BUDGETS.maxEntryGzipBytes) missed.push(`entry script ${weight.entryScript.gzipBytes} B gzip > ${BUDGETS.maxEntryGzipBytes} B`);
  if (weight && weight.wasm.bytes > BUDGETS.maxWasmBytes) missed.push(`.wasm ${weight.wasm.bytes} B > ${BUDGETS.maxWasmBytes} B`);
  for (const report of figures.lighthouse ?? []) {
    if (report.performance < BUDGETS.minLighthouseScore) missed.push(`Lighthouse ${report.path}: ${report.performance} < ${BUDGETS.minLighthouseScore}`);
  }
  return missed;
}
