// Calculator definitions by tool id (lower case). Each loads in its own small chunk; adding a
// calculator is a definition file and one line here.
import type { AnyCalculatorDefinition } from "./definition";

export const DEFINITIONS: Record<string, () => Promise<AnyCalculatorDefinition>> = {
  sip: () => import("./definitions/sip").then((m) => m.sipDefinition),
  lumpsum: () => import("./definitions/lumpsum").then((m) => m.lumpsumDefinition),
  fd: () => import("./definitions/fd").then((m) => m.fdDefinition),
  rd: () => import("./definitions/rd").then((m) => m.rdDefinition),
  "sip-need": () => import("./definitions/sip-need").then((m) => m.sipNeedDefinition),
  compounding: () => import("./definitions/compounding").then((m) => m.compoundingDefinition),
  "difference-in-returns": () => import("./definitions/difference-in-returns").then((m) => m.differenceInReturnsDefinition),
  inflation: () => import("./definitions/inflation").then((m) => m.inflationDefinition),
  "delay-cost": () => import("./definitions/delay-cost").then((m) => m.delayCostDefinition),
  emi: () => import("./definitions/emi").then((m) => m.emiDefinition),
  crore: () => import("./definitions/crore").then((m) => m.croreDefinition),
  emergency: () => import("./definitions/emergency").then((m) => m.emergencyDefinition),
};

export function loadDefinition(toolId: string): Promise<AnyCalculatorDefinition> | undefined {
  return DEFINITIONS[toolId.toLowerCase()]?.();
}
