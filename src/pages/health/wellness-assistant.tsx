// The wellness assistant box of the physical and mental wellness pages (spec 2 §2, §4, §5,
// §7-§9): the visitor says how they feel, the assistant answers with a short suggestion.
import { useId, useState, type FormEvent } from "react";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { AiActions, AiAlert, AiOutput, AiTextField, OfflineNotice } from "../ai/ai-parts";

export const WELLNESS_INPUT_LIMIT = 600;
export const WELLNESS_EMPTY_MESSAGE = "Please briefly describe how you're feeling (e.g., 'Feeling very low on energy today').";
export const WELLNESS_TOO_LONG_MESSAGE = "Please keep your input under 600 characters.";
export const WELLNESS_EMPTY_REPLY_MESSAGE = "No suggestion returned. Try again or try a different message.";
export const WELLNESS_FAILED_MESSAGE = "Failed to get suggestion. Try again.";

/** Spec 2 §7: the physical assistant puts this coach instruction before the visitor's words. */
export const PHYSICAL_COACH_INSTRUCTION =
  "You are a friendly Indian fitness and nutrition coach. Be concise: reply with a one-line meal idea and a one-line 10-minute activity suited to how this person feels.";

/** The mental assistant's instruction (its wording is ours: spec 2 §7 leaves it unshown). */
export const MENTAL_COACH_INSTRUCTION =
  "You are a calm, kind mental wellness guide for people in India. Be concise: reply with one small thing this person can do in the next 10 minutes to feel steadier, and one gentle line of encouragement. Do not diagnose. If they mention harming themselves, ask them to call Tele-MANAS on 14416 or 112 now.";

export function presentWellness(outcome: AssistantOutcome): AssistantView {
  if (outcome.kind === "failed") return { output: "", message: outcome.message || WELLNESS_FAILED_MESSAGE };
  const text = outcome.text.trim();
  return text ? { output: text, message: "" } : { output: "", message: WELLNESS_EMPTY_REPLY_MESSAGE };
}

export function wellnessInputError(input: string): string {
  const text = input.trim();
  if (!text) return WELLNESS_EMPTY_MESSAGE;
  if (text.length > WELLNESS_INPUT_LIMIT) return WELLNESS_TOO_LONG_MESSAGE;
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
  const assistant = useAssistant(ASSISTANT_TIMEOUT_MS.wellness);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = wellnessInputError(input);
    setFieldError(error);
    if (error || assistant.loading) return;
    void assistant.run(`${instruction}\n\nHow I feel: ${input.trim()}`, presentWellness);
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="ai-note">{intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <AiTextField id={`${id}-input`} label={label} value={input} onChange={setInput} limit={WELLNESS_INPUT_LIMIT} error={fieldError} placeholder={example} multiline />
        <AiActions busy={assistant.loading} label="Get a suggestion" busyLabel="Thinking..." onCancel={assistant.cancel} />
        <OfflineNotice online={assistant.online} />
      </form>
      <AiAlert message={assistant.message} />
      <AiOutput output={assistant.output} placeholder="Your suggestion will appear here." />
      <p className="ai-note">AI suggestions are general wellness ideas, not medical advice. In an emergency call 112.</p>
    </section>
  );
}
