// How a calculator page reaches the core. The app uses the worker; component tests provide
// a runner backed by a fake client.
import { createContext, useContext } from "react";
import { calcClient, whenWorkerFails } from "../core/calc-client";
import type { AnyCalculatorDefinition } from "./definition";

export type CalcRunner = (definition: AnyCalculatorDefinition, inputs: Record<string, number>) => Promise<unknown>;

/** The User Timing entry of each round trip, its detail saying which path answered (DevTools' Performance panel shows it; the bench and the fast-path tests read it). */
export const ROUND_TRIP_MEASURE = "calc-round-trip";

const workerRunner: CalcRunner = async (definition, inputs) => {
  const start = performance.now();
  const result = await Promise.race([definition.compute(calcClient(), inputs), whenWorkerFails()]);
  // Keep only the latest entry, so a long drag does not grow the performance timeline.
  performance.clearMeasures(ROUND_TRIP_MEASURE);
  performance.measure(ROUND_TRIP_MEASURE, { start, detail: { calculator: definition.id, path: "worker" } });
  return result;
};

export const CalcRunnerContext = createContext<CalcRunner>(workerRunner);

export function useCalcRunner(): CalcRunner {
  return useContext(CalcRunnerContext);
}
