// The wellness assistant box of the physical and mental wellness pages (spec 2 §2, §4, §5,
// §7-§9): the visitor says how they feel, the assistant answers with a short suggestion.
import { useId, useState, type FormEvent } from "react";
import { mentionsCrisis } from "../../../crisis/detector";
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../crisis/helpline";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { useMessages } from "../../i18n/use-locale";
import { aiMessages } from "../ai/messages/ai";
import { AiActions, AiAlert, AiOutput, AiTextField, HelplineLine, OfflineNotice } from "../ai/ai-parts";
import {
  WELLNESS_EMPTY_MESSAGE,
  WELLNESS_EMPTY_REPLY_MESSAGE,
  WELLNESS_FAILED_MESSAGE,
  WELLNESS_TOO_LONG_MESSAGE,
} from "../ai/messages/ai-english-defaults";

export const WELLNESS_INPUT_LIMIT = 600;

/** Spec 2 §7: the physical assistant puts this coach instruction before the visitor's words. */
export const PHYSICAL_COACH_INSTRUCTION =
  "You are a friendly Indian fitness and nutrition coach. Be concise: reply with a one-line meal idea and a one-line 10-minute activity suited to how this person feels.";

/** The mental assistant's instruction (its wording is ours: spec 2 §7 leaves it unshown). */
export const MENTAL_COACH_INSTRUCTION =
  `You are a calm, kind mental wellness guide for people in India. Be concise: reply with one small thing this person can do in the next 10 minutes to feel steadier, and one gentle line of encouragement. Do not diagnose. If they seem to be in danger, ask them to call ${TELE_MANAS.name} on ${TELE_MANAS.shortNumber} or ${EMERGENCY_NUMBER} now.`;

/** The panel's own words for an outcome without a reply; English (the spec's) by default. */
interface WellnessWords {
  failed: string;
  emptyReply: string;
  empty: string;
  tooLong: string;
}

const ENGLISH: WellnessWords = {
  failed: WELLNESS_FAILED_MESSAGE,
  emptyReply: WELLNESS_EMPTY_REPLY_MESSAGE,
  empty: WELLNESS_EMPTY_MESSAGE,
  tooLong: WELLNESS_TOO_LONG_MESSAGE,
};

export function presentWellness(outcome: AssistantOutcome, words: WellnessWords = ENGLISH): AssistantView {
  if (outcome.kind === "failed") return { output: "", message: outcome.message || words.failed };
  const text = outcome.text.trim();
  return text ? { output: text, message: "" } : { output: "", message: words.emptyReply };
}

export function wellnessInputError(input: string, words: WellnessWords = ENGLISH): string {
  const text = input.trim();
  if (!text) return words.empty;
  if (text.length > WELLNESS_INPUT_LIMIT) return words.tooLong;
  return "";
}

interface WellnessAssistantProps {
  heading: string;
  intro: string;
  label: string;
  example: string;
  instruction: string;
}

export function WellnessAssistant({ heading, intro, label, example, instruction }: WellnessAssistantProps) {
  const id = useId();
  const [input, setInput] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [crisis, setCrisis] = useState(false);
  const ai = useMessages(aiMessages);
  const m = ai.wellness;
  const assistant = useAssistant(ASSISTANT_TIMEOUT_MS.wellness, ai);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCrisis(mentionsCrisis(input));
    const error = wellnessInputError(input, m);
    setFieldError(error);
    if (error || assistant.loading) return;
    void assistant.run(`${instruction}\n\nHow I feel: ${input.trim()}`, (outcome) => presentWellness(outcome, m));
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="ai-note">{intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <AiTextField id={`${id}-input`} label={label} value={input} onChange={setInput} limit={WELLNESS_INPUT_LIMIT} error={fieldError} placeholder={example} multiline />
        <AiActions busy={assistant.loading} label={m.button} busyLabel={m.busy} onCancel={assistant.cancel} />
        <OfflineNotice online={assistant.online} />
      </form>
      <AiAlert message={assistant.message} />
      <AiOutput output={assistant.output} placeholder={m.placeholder} />
      <HelplineLine urgent={crisis} />
      <p className="ai-note">{m.note}</p>
    </section>
  );
}
