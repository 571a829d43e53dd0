// The rules for a saved plan: a name the person chose, the calculator's id and its inputs as
// the calculator's URL query carries them. The inputs are a small map of short strings: the
// server stores them as given and never interprets them (the calculator validates on open).
import { englishMessages, type ServerMessages } from "../messages";
import type { PlanInput } from "../store/store";

type PlanMessages = ServerMessages["plans"];
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
/** `m` is the request's language (server/messages); English when none was named. */
export function checkPlanName(raw: unknown, m: PlanMessages = englishMessages.plans): Checked<string> {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, field: "name", error: m.nameRequired };
  const name = raw.trim();
  if ([...name].length > PLAN_LIMITS.name) return { ok: false, field: "name", error: m.nameTooLong(PLAN_LIMITS.name) };
  if (!isPlainText(name, false)) return { ok: false, field: "name", error: m.nameBadCharacters };
  return { ok: true, value: name };
}

function checkInputs(raw: unknown, m: PlanMessages): Checked<Record<string, string>> {
  const inputsMessage = m.inputs(PLAN_LIMITS.inputs, PLAN_LIMITS.inputValue);
  if (!isJsonObject(raw)) return { ok: false, field: "inputs", error: inputsMessage };
  const entries = Object.entries(raw);
  if (entries.length > PLAN_LIMITS.inputs) return { ok: false, field: "inputs", error: inputsMessage };
  const inputs: Record<string, string> = {};
  for (const [key, value] of entries) {
    const fits = key.length <= PLAN_LIMITS.inputKey && INPUT_KEY.test(key) && typeof value === "string" && value.length <= PLAN_LIMITS.inputValue && isPlainText(value, false);
    if (!fits) return { ok: false, field: "inputs", error: inputsMessage };
    inputs[key] = value;
  }
  return { ok: true, value: inputs };
}

export function checkPlan(body: unknown, m: PlanMessages = englishMessages.plans): Checked<PlanInput> {
  if (!isJsonObject(body)) return { ok: false, error: m.body };
  const name = checkPlanName(body.name, m);
  if (!name.ok) return name;
  if (typeof body.toolId !== "string" || !TOOL_ID.test(body.toolId)) return { ok: false, field: "toolId", error: m.toolId };
  const inputs = checkInputs(body.inputs, m);
  if (!inputs.ok) return inputs;
  return { ok: true, value: { name: name.value, toolId: body.toolId, inputs: inputs.value } };
}

/** A plan id from the path; undefined for anything that cannot be one (answered 404). */
export function planIdFrom(raw: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}
