// The AI Medical Fund Planner of the financial wellness page (spec 2 §2, §4, §5, §7-§9). The
// amount read from the note lets the page show a local estimate when the AI cannot answer.
import { useId, useState, type FormEvent } from "react";
import { mentionsCrisis } from "../../../crisis/detector";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { formatRupees } from "../../lib/format-money";
import { ASSISTANT_OFFLINE_MESSAGE, useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { AiActions, AiAlert, AiOutput, AiTextField, HelplineLine, OfflineNotice } from "../ai/ai-parts";
import { useMessages } from "../../i18n/use-locale";
import { aiMessages } from "../ai/messages/ai";
import { describeEstimate, detectMonthlyEssentials, ENGLISH_ESTIMATE, medicalFundEstimate, type EstimateText } from "./medical-fund-estimate";
import { plannerMessages } from "./messages/planner";
import {
  PLANNER_EMPTY_MESSAGE,
  PLANNER_EMPTY_REPLY_MESSAGE,
  PLANNER_FAILED_MESSAGE,
  PLANNER_LOCAL_ESTIMATE_MESSAGE,
  PLANNER_OFFLINE_ESTIMATE_MESSAGE,
  PLANNER_TOO_LONG_MESSAGE,
} from "./messages/planner-english-defaults";

export const PLANNER_INPUT_LIMIT = 800;

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

/** The planner's own words for an outcome without a reply, and the local estimate; English (the spec's) by default. */
export interface PlannerWords {
  empty: string;
  tooLong: string;
  localEstimate: string;
  failed: string;
  emptyReply: string;
  offlineEstimate: string;
  /** Nothing was sent because the browser is offline (the AI panels' shared message). */
  offline: string;
  estimate: EstimateText;
}

export const PLANNER_ENGLISH: PlannerWords = {
  empty: PLANNER_EMPTY_MESSAGE,
  tooLong: PLANNER_TOO_LONG_MESSAGE,
  localEstimate: PLANNER_LOCAL_ESTIMATE_MESSAGE,
  failed: PLANNER_FAILED_MESSAGE,
  emptyReply: PLANNER_EMPTY_REPLY_MESSAGE,
  offlineEstimate: PLANNER_OFFLINE_ESTIMATE_MESSAGE,
  offline: ASSISTANT_OFFLINE_MESSAGE,
  estimate: ENGLISH_ESTIMATE,
};

/** What the planner shows for an outcome, given the amount found in the note (if any). */
export function presentPlan(outcome: AssistantOutcome, monthlyEssentials: number | undefined, words: PlannerWords = PLANNER_ENGLISH): AssistantView {
  const estimate = monthlyEssentials === undefined ? "" : describeEstimate(medicalFundEstimate(monthlyEssentials), words.estimate);
  if (outcome.kind === "failed") {
    return estimate ? { output: estimate, message: words.localEstimate } : { output: "", message: outcome.message || words.failed };
  }
  const text = outcome.text.trim();
  if (text) return { output: text, message: "" };
  return estimate ? { output: estimate, message: "" } : { output: "", message: words.emptyReply };
}

/** Offline the estimate is still worked out here, in the browser; without an amount there is nothing to show. */
export function presentOfflinePlan(monthlyEssentials: number | undefined, words: PlannerWords = PLANNER_ENGLISH): AssistantView {
  if (monthlyEssentials === undefined) return { output: "", message: words.offline };
  return { output: describeEstimate(medicalFundEstimate(monthlyEssentials), words.estimate), message: words.offlineEstimate };
}

export function plannerInputError(note: string, words: PlannerWords = PLANNER_ENGLISH): string {
  const text = note.trim();
  if (!text) return words.empty;
  if (text.length > PLANNER_INPUT_LIMIT) return words.tooLong;
  return "";
}

export function MedicalFundPlanner() {
  const id = useId();
  const [note, setNote] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [crisis, setCrisis] = useState(false);
  const ai = useMessages(aiMessages);
  const m = useMessages(plannerMessages);
  const words: PlannerWords = { ...m.words, offline: ai.offline };
  const planner = useAssistant(ASSISTANT_TIMEOUT_MS.planner, ai);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCrisis(mentionsCrisis(note));
    const error = plannerInputError(note, words);
    setFieldError(error);
    if (error || planner.loading) return;
    const text = note.trim();
    const monthlyEssentials = detectMonthlyEssentials(text);
    void planner.run(
      plannerPrompt(text, monthlyEssentials),
      (outcome) => presentPlan(outcome, monthlyEssentials, words),
      () => presentOfflinePlan(monthlyEssentials, words),
    );
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.heading}</h2>
      <p className="ai-note">{m.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <AiTextField
          id={`${id}-note`}
          label={m.label}
          value={note}
          onChange={setNote}
          limit={PLANNER_INPUT_LIMIT}
          error={fieldError}
          placeholder={m.example}
        />
        <AiActions busy={planner.loading} label={m.button} busyLabel={m.busy} onCancel={planner.cancel} />
        <OfflineNotice online={planner.online} text={m.offlineNotice} />
      </form>
      <AiAlert message={planner.message} />
      <AiOutput output={planner.output} placeholder={m.placeholder} />
      <HelplineLine urgent={crisis} />
    </section>
  );
}
