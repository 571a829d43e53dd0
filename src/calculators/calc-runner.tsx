// How a calculator page reaches the core. The app uses the worker; component tests provide
// a runner backed by a fake client.
import { createContext, useContext } from "react";
import { calcClient, whenWorkerFails } from "../core/calc-client";
import type { AnyCalculatorDefinition } from "./definition";

export type CalcRunner = (definition: AnyCalculatorDefinition, inputs: Record<string, number>) => Promise<unknown>;

const workerRunner: CalcRunner = (definition, inputs) => Promise.race([definition.compute(calcClient(), inputs), whenWorkerFails()]);

export const CalcRunnerContext = createContext<CalcRunner>(workerRunner);

export function useCalcRunner(): CalcRunner {
  return useContext(CalcRunnerContext);
}
