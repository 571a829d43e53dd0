// Calculator definitions by tool id (lower case). Each loads in its own small chunk; adding a
// calculator is a definition file and one line here.
import type { AnyCalculatorDefinition } from "./definition";

export const DEFINITIONS: Record<string, () => Promise<AnyCalculatorDefinition>> = {
  sip: () => import("./definitions/sip").then((m) => m.sipDefinition),
  emi: () => import("./definitions/emi").then((m) => m.emiDefinition),
  crore: () => import("./definitions/crore").then((m) => m.croreDefinition),
  emergency: () => import("./definitions/emergency").then((m) => m.emergencyDefinition),
};

export function loadDefinition(toolId: string): Promise<AnyCalculatorDefinition> | undefined {
  return DEFINITIONS[toolId.toLowerCase()]?.();
}
