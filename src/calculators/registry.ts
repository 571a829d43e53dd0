// Calculator definitions by tool id (lower case). Each loads in its own small chunk; adding a
// calculator is a definition file and one line here.
import type { AnyCalculatorDefinition } from "./definition";

export const DEFINITIONS: Record<string, () => Promise<AnyCalculatorDefinition>> = {
  sip: () => import("./definitions/sip").then((m) => m.sipDefinition),
  retirement: () => import("./definitions/retirement").then((m) => m.retirementDefinition),
  parents: () => import("./definitions/parents").then((m) => m.parentsDefinition),
  education: () => import("./definitions/education").then((m) => m.educationDefinition),
  marriage: () => import("./definitions/marriage").then((m) => m.marriageDefinition),
  wedding: () => import("./definitions/wedding").then((m) => m.weddingDefinition),
  car: () => import("./definitions/car").then((m) => m.carDefinition),
  home: () => import("./definitions/home").then((m) => m.homeDefinition),
  vacation: () => import("./definitions/vacation").then((m) => m.vacationDefinition),
  custom: () => import("./definitions/custom").then((m) => m.customDefinition),
};

export function loadDefinition(toolId: string): Promise<AnyCalculatorDefinition> | undefined {
  return DEFINITIONS[toolId.toLowerCase()]?.();
}
