// The two groups every planner with the odds panel adds to its form, in the URL like every input:
// "Your plan" (what the visitor has put aside and invests: the odds are of this plan) and
// "Assumptions for the odds" (how the future is drawn: the model, the equity share where the
// model has two assets, and the volatilities of the lognormal model, with sourced defaults in
// reference-data.ts, "Market assumptions").
//
// 'Your SIP' starts empty, and empty means the planner's own suggestion (the SIP it computes
// for the goal): the page opens on the plan it computes, as before, and keeps following it
// while the goal's inputs move. Once the visitor types or drags a SIP, that figure stays put
// while the other inputs move, so the odds answer "does my SIP still do it?". A link carries
// the empty field as empty (follows the plan) or the figure (fixed). docs/odds-page.md.
import type { ChoiceFieldDef, FieldDef, FieldErrors, NumberFieldDef, ParsedValues } from "../definition";
import type { ParsedInput } from "../parse-input";
import { INFLATION_VOLATILITY, type SourcedFigure } from "../reference-data";
import { atMost, firstError, type Rule } from "../rules";

export type VolatilityField = "returnVolatility" | "inflationVolatility";
export type ModelField = "returnModel" | "equityShare";
export type PlanField = "savingsNow" | "sipNow" | "sipStepUp";
/** Every field the odds add to a goal planner. */
export type OddsField = VolatilityField | ModelField | PlanField;

/** The form's group headings for these fields. */
export const ODDS_FIELD_GROUP = "Assumptions for the odds";
export const PLAN_FIELD_GROUP = "Your plan";

export const ODDS_LABELS = {
  returnVolatility: "Return volatility (SD, % a year)",
  inflationVolatility: "Inflation volatility (SD, % a year)",
  returnModel: "How the future is drawn",
  equityShare: "Share in equity (%)",
  savingsNow: "Saved for this goal today",
  sipNow: "Your monthly SIP now",
  sipStepUp: "SIP step-up (% a year)",
} as const satisfies Record<OddsField, string>;

/** The returnModel choice: the URL holds the key, compute() gets the value. */
export const RETURN_MODELS = ["lognormal", "history", "bootstrap"] as const;
export type ReturnModelKey = (typeof RETURN_MODELS)[number];
export const RETURN_MODEL_LABELS: Record<ReturnModelKey, string> = {
  lognormal: "Simulated from the rates you entered",
  history: "India's history, every start year",
  bootstrap: "Indian years drawn at random",
};

/** The model a returnModel input's number stands for (an unknown number: the first). */
export function returnModelOf(value: number | undefined): ReturnModelKey {
  return RETURN_MODELS[value ?? 0] ?? "lognormal";
}

/** What the empty 'Your SIP' stands for. */
export const SIP_FOLLOWS_PLAN = "The plan's own SIP";

/** Bounds: beyond these a yearly standard deviation says nothing a plan can use. */
const MAX_RETURN_VOLATILITY_PCT = 60;
const MAX_INFLATION_VOLATILITY_PCT = 20;
/** ₹1,000 crore saved, ₹100 crore a month, 50% more a year: far beyond any plan, within what the core computes exactly. */
const MAX_SAVINGS = 10_000_000_000;
const MAX_SIP = 1_000_000_000;
const MAX_STEP_UP_PCT = 50;

export const VOLATILITY_REQUIRED = "Enter a volatility of 0% or more (0 means the rate never varies).";
export const PLAN_AMOUNT_REQUIRED = "Enter an amount of ₹0 or more.";
export const SIP_NOT_NUMBER = "Enter your SIP in rupees, or leave it empty to use the plan's own.";
export const STEP_UP_REQUIRED = "Enter a step-up of 0% or more (0 keeps the SIP the same every year).";
export const EQUITY_SHARE_RANGE = "Enter a share from 0% to 100%.";

const volatility: Rule = ({ value, empty }) => (empty || Number.isNaN(value) || value < 0 ? VOLATILITY_REQUIRED : undefined);
const amount: Rule = ({ value, empty }) => (empty || Number.isNaN(value) || value < 0 ? PLAN_AMOUNT_REQUIRED : undefined);
const optionalSip: Rule = ({ value, empty }) => (empty ? undefined : Number.isNaN(value) || value < 0 ? SIP_NOT_NUMBER : undefined);
const stepUp: Rule = ({ value, empty }) => (empty || Number.isNaN(value) || value < 0 ? STEP_UP_REQUIRED : undefined);
const share: Rule = ({ value, empty }) => (empty || !(value >= 0 && value <= 100) ? EQUITY_SHARE_RANGE : undefined);

const lognormalOnly = (raw: Readonly<Record<string, string>>) => (raw.returnModel ?? "lognormal") === "lognormal";
const withAssets = (raw: Readonly<Record<string, string>>) => !lognormalOnly(raw);

/** What is put aside for the goal today (every planner with odds has it). */
export function savingsField(): NumberFieldDef<"savingsNow"> {
  return { id: "savingsNow", label: ODDS_LABELS.savingsNow, unit: "rupees", defaultValue: 0, slider: { min: 0, max: 20_000_000, step: 25_000 }, group: PLAN_FIELD_GROUP };
}

/** 'Your plan': what is put aside today, the SIP (empty: the plan's own) and its yearly step-up. */
export function planFields(): NumberFieldDef<PlanField>[] {
  return [
    savingsField(),
    {
      id: "sipNow",
      label: ODDS_LABELS.sipNow,
      unit: "rupees",
      defaultValue: "",
      emptyValue: Number.NaN,
      emptyText: SIP_FOLLOWS_PLAN,
      slider: { min: 0, max: 300_000, step: 500 },
      group: PLAN_FIELD_GROUP,
    },
    { id: "sipStepUp", label: ODDS_LABELS.sipStepUp, unit: "percent", defaultValue: 0, slider: { min: 0, max: 20, step: 1 }, group: PLAN_FIELD_GROUP },
  ];
}

/**
 * 'Assumptions for the odds': the model, the equity share (history and bootstrap), and the
 * volatilities (the lognormal model) for a planner whose returns default to `returnDefault`;
 * inflation's only where the planner has inflation. `extra` are a planner's own (retirement's
 * second period), placed beside the field they pair with.
 */
export function oddsFields<Extra extends string = never>(
  returnDefault: SourcedFigure,
  withInflation: boolean,
  equityDefault = 100,
  extra: { afterEquity?: NumberFieldDef<Extra>[]; beforeVolatility?: NumberFieldDef<Extra>[] } = {},
): FieldDef<VolatilityField | ModelField | Extra>[] {
  const model: ChoiceFieldDef<ModelField> = {
    kind: "choice",
    id: "returnModel",
    label: ODDS_LABELS.returnModel,
    options: RETURN_MODELS.map((key, value) => ({ key, label: RETURN_MODEL_LABELS[key], value })),
    defaultValue: "lognormal",
    display: "select",
    group: ODDS_FIELD_GROUP,
  };
  const fields: FieldDef<VolatilityField | ModelField | Extra>[] = [
    model,
    {
      id: "equityShare",
      label: ODDS_LABELS.equityShare,
      unit: "percent",
      defaultValue: equityDefault,
      slider: { min: 0, max: 100, step: 5 },
      group: ODDS_FIELD_GROUP,
      shownWhen: withAssets,
    },
    ...(extra.afterEquity ?? []).map((field) => ({ ...field, group: ODDS_FIELD_GROUP, shownWhen: withAssets })),
    ...(extra.beforeVolatility ?? []).map((field) => ({ ...field, group: ODDS_FIELD_GROUP, shownWhen: lognormalOnly })),
    {
      id: "returnVolatility",
      label: ODDS_LABELS.returnVolatility,
      unit: "percent",
      defaultValue: returnDefault.value,
      slider: { min: 0, max: 40, step: 0.5 },
      group: ODDS_FIELD_GROUP,
      shownWhen: lognormalOnly,
    },
  ];
  if (withInflation) {
    fields.push({
      id: "inflationVolatility",
      label: ODDS_LABELS.inflationVolatility,
      unit: "percent",
      defaultValue: INFLATION_VOLATILITY.value,
      slider: { min: 0, max: 10, step: 0.25 },
      group: ODDS_FIELD_GROUP,
      shownWhen: lognormalOnly,
    });
  }
  return fields;
}

/** A volatility's rules (a planner's own second volatility uses them too). */
export function volatilityError(value: ParsedInput | undefined, label: string = ODDS_LABELS.returnVolatility): string | undefined {
  return value && firstError(value, [volatility, atMost(label, MAX_RETURN_VOLATILITY_PCT, "percent")]);
}

/** An equity share's rules. */
export function equityShareError(value: ParsedInput | undefined): string | undefined {
  return value && firstError(value, [share]);
}

/**
 * Messages for the fields present (a planner without inflation has no inflationVolatility, the
 * SIP calculator no sipNow); `returnLabel` where the planner names the field its own way.
 */
export function validateOdds(values: Partial<ParsedValues<OddsField>>, returnLabel: string = ODDS_LABELS.returnVolatility): FieldErrors<OddsField> {
  const errors: FieldErrors<OddsField> = {};
  errors.returnVolatility = volatilityError(values.returnVolatility, returnLabel);
  if (values.inflationVolatility) {
    errors.inflationVolatility = firstError(values.inflationVolatility, [
      volatility,
      atMost(ODDS_LABELS.inflationVolatility, MAX_INFLATION_VOLATILITY_PCT, "percent"),
    ]);
  }
  errors.equityShare = equityShareError(values.equityShare);
  if (values.savingsNow) errors.savingsNow = firstError(values.savingsNow, [amount, atMost(ODDS_LABELS.savingsNow, MAX_SAVINGS, "rupees")]);
  if (values.sipNow) errors.sipNow = firstError(values.sipNow, [optionalSip, atMost(ODDS_LABELS.sipNow, MAX_SIP, "rupees")]);
  if (values.sipStepUp) errors.sipStepUp = firstError(values.sipStepUp, [stepUp, atMost(ODDS_LABELS.sipStepUp, MAX_STEP_UP_PCT, "percent")]);
  return errors;
}
