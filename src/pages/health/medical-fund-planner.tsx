// The AI Medical Fund Planner of the financial wellness page (spec 2 §2, §4, §5, §7-§9). The
// amount read from the note lets the page show a local estimate when the AI cannot answer.
import { useId, useState, type FormEvent } from "react";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { formatRupees } from "../../lib/format-money";
import { ASSISTANT_OFFLINE_MESSAGE, useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { AiActions, AiAlert, AiOutput, AiTextField, OfflineNotice } from "../ai/ai-parts";
import { describeEstimate, detectMonthlyEssentials, medicalFundEstimate } from "./medical-fund-estimate";

export const PLANNER_INPUT_LIMIT = 800;
export const PLANNER_EMPTY_MESSAGE =
  "Please enter a short note about your monthly essential expenses (e.g., 'My monthly essentials ~ ₹30,000').";
export const PLANNER_TOO_LONG_MESSAGE = "Please keep your input under 800 characters.";
export const PLANNER_LOCAL_ESTIMATE_MESSAGE = "AI failed — showing a local estimate. You can retry.";
export const PLANNER_FAILED_MESSAGE = "Failed to calculate. Try again.";
export const PLANNER_EMPTY_REPLY_MESSAGE = "AI returned empty response. Try providing your monthly essential amount (e.g., ₹30,000).";
export const PLANNER_OFFLINE_NOTICE = "You are offline. What you typed stays here: the local estimate still works, and the AI's plan needs a connection.";
export const PLANNER_OFFLINE_ESTIMATE_MESSAGE = "You are offline — showing a local estimate. Ask again when you are back online for the AI's plan.";

/** Spec 2 §7: a financial-planner instruction, the note, the amount found, the plans asked for. */
export function plannerPrompt(note: string, monthlyEssentials: number | undefined): string {
  return [
    "You are a careful financial planner for Indian households.",
    "From the note below, suggest a medical emergency fund of 3-6 months of essential expenses,",
    "and monthly saving plans to build it in 12 months and in 24 months.",
    "Show amounts in rupees with Indian digit grouping, keep it under 120 words, and do not recommend specific products.",
    "",
    `Note: ${note}`,
    monthlyEssentials === undefined ? "Monthly essentials: not stated." : `Detected monthly essentials: ${formatRupees(monthlyEssentials)}.`,
  ].join("\n");
}

/** What the planner shows for an outcome, given the amount found in the note (if any). */
export function presentPlan(outcome: AssistantOutcome, monthlyEssentials: number | undefined): AssistantView {
  const estimate = monthlyEssentials === undefined ? "" : describeEstimate(medicalFundEstimate(monthlyEssentials));
  if (outcome.kind === "failed") {
    return estimate ? { output: estimate, message: PLANNER_LOCAL_ESTIMATE_MESSAGE } : { output: "", message: outcome.message || PLANNER_FAILED_MESSAGE };
  }
  const text = outcome.text.trim();
  if (text) return { output: text, message: "" };
  return estimate ? { output: estimate, message: "" } : { output: "", message: PLANNER_EMPTY_REPLY_MESSAGE };
}

/** Offline the estimate is still worked out here, in the browser; without an amount there is nothing to show. */
export function presentOfflinePlan(monthlyEssentials: number | undefined): AssistantView {
  if (monthlyEssentials === undefined) return { output: "", message: ASSISTANT_OFFLINE_MESSAGE };
  return { output: describeEstimate(medicalFundEstimate(monthlyEssentials)), message: PLANNER_OFFLINE_ESTIMATE_MESSAGE };
}

export function plannerInputError(note: string): string {
  const text = note.trim();
  if (!text) return PLANNER_EMPTY_MESSAGE;
  if (text.length > PLANNER_INPUT_LIMIT) return PLANNER_TOO_LONG_MESSAGE;
  return "";
}

export function MedicalFundPlanner() {
  const id = useId();
  const [note, setNote] = useState("");
  const [fieldError, setFieldError] = useState("");
  const planner = useAssistant(ASSISTANT_TIMEOUT_MS.planner);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = plannerInputError(note);
    setFieldError(error);
    if (error || planner.loading) return;
    const text = note.trim();
    const monthlyEssentials = detectMonthlyEssentials(text);
    void planner.run(
      plannerPrompt(text, monthlyEssentials),
      (outcome) => presentPlan(outcome, monthlyEssentials),
      () => presentOfflinePlan(monthlyEssentials),
    );
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>AI Medical Fund Planner</h2>
      <p className="ai-note">
        Tell us roughly what your household needs each month for essentials (rent, EMIs, groceries, school fees, premiums, medicines). Start with
        the amount: the first number in your note is read as your monthly essentials.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <AiTextField
          id={`${id}-note`}
          label="Your monthly essential expenses"
          value={note}
          onChange={setNote}
          limit={PLANNER_INPUT_LIMIT}
          error={fieldError}
          placeholder="My monthly essentials ~ ₹30,000"
        />
        <AiActions busy={planner.loading} label="Calculate My Safety Net" busyLabel="Calculating..." onCancel={planner.cancel} />
        <OfflineNotice online={planner.online} text={PLANNER_OFFLINE_NOTICE} />
      </form>
      <AiAlert message={planner.message} />
      <AiOutput output={planner.output} placeholder="Your plan will appear here." />
    </section>
  );
}
