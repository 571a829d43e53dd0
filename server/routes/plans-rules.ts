// The rules for a saved plan: a name the person chose, the calculator's id and its inputs as
// the calculator's URL query carries them. The inputs are a small map of short strings: the
// server stores them as given and never interprets them (the calculator validates on open).
import type { PlanInput } from "../store/store";
import { isJsonObject, isPlainText, type Checked } from "./validation";

export const PLAN_LIMITS = {
  name: 80,
  /** The most plans one account keeps. */
  plansPerUser: 100,
  /** The largest calculator has under 20 fields. */
  inputs: 40,
  inputKey: 40,
  inputValue: 40,
} as const;

/** A calculator id as in /tools/<id>: sip, sip-need, RD, retirement... */
const TOOL_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
/** A field id: monthlyInvestment, annualRate, frequency... */
const INPUT_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const INPUTS_MESSAGE = `inputs must be an object of at most ${PLAN_LIMITS.inputs} field ids, each mapped to text of at most ${PLAN_LIMITS.inputValue} characters.`;

export function checkPlanName(raw: unknown): Checked<string> {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, field: "name", error: "Please give the plan a name." };
  const name = raw.trim();
  if ([...name].length > PLAN_LIMITS.name) return { ok: false, field: "name", error: `The plan name must be at most ${PLAN_LIMITS.name} characters.` };
  if (!isPlainText(name, false)) return { ok: false, field: "name", error: "The plan name contains characters that are not allowed." };
  return { ok: true, value: name };
}

function checkInputs(raw: unknown): Checked<Record<string, string>> {
  if (!isJsonObject(raw)) return { ok: false, field: "inputs", error: INPUTS_MESSAGE };
  const entries = Object.entries(raw);
  if (entries.length > PLAN_LIMITS.inputs) return { ok: false, field: "inputs", error: INPUTS_MESSAGE };
  const inputs: Record<string, string> = {};
  for (const [key, value] of entries) {
    const fits = key.length <= PLAN_LIMITS.inputKey && INPUT_KEY.test(key) && typeof value === "string" && value.length <= PLAN_LIMITS.inputValue && isPlainText(value, false);
    if (!fits) return { ok: false, field: "inputs", error: INPUTS_MESSAGE };
    inputs[key] = value;
  }
  return { ok: true, value: inputs };
}

export function checkPlan(body: unknown): Checked<PlanInput> {
  if (!isJsonObject(body)) return { ok: false, error: "Send a JSON object with name, toolId and inputs." };
  const name = checkPlanName(body.name);
  if (!name.ok) return name;
  if (typeof body.toolId !== "string" || !TOOL_ID.test(body.toolId)) return { ok: false, field: "toolId", error: "toolId must be a calculator id such as sip or retirement." };
  const inputs = checkInputs(body.inputs);
  if (!inputs.ok) return inputs;
  return { ok: true, value: { name: name.value, toolId: body.toolId, inputs: inputs.value } };
}

/** A plan id from the path; undefined for anything that cannot be one (answered 404). */
export function planIdFrom(raw: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}
