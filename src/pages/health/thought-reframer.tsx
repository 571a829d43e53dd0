// The thought reframer of the mental wellness page (spec 2 §2, §4, §5, §7-§9): one thought
// in, a kinder 2-4 sentence reframe out.
import { useId, useState, type FormEvent } from "react";
import { mentionsCrisis } from "../../../crisis/detector";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { useMessages } from "../../i18n/use-locale";
import { aiMessages } from "../ai/messages/ai";
import { AiActions, AiAlert, AiOutput, AiTextField, HelplineLine, OfflineNotice } from "../ai/ai-parts";
import { REFRAME_EMPTY_MESSAGE, REFRAME_FAILED_MESSAGE, REFRAME_TOO_LONG_MESSAGE } from "../ai/messages/ai-english-defaults";

export const REFRAME_INPUT_LIMIT = 500;

/** Spec 2 §7: a calm wellness-coach instruction plus the thought, asking for 2-4 sentences. */
export function reframePrompt(thought: string): string {
  return [
    "You are a calm, supportive wellness coach.",
    "Offer a kinder, more balanced way to see the thought below, in 2-4 sentences.",
    "Acknowledge the feeling without dismissing it, keep it practical, and do not diagnose.",
    "",
    `Thought: "${thought}"`,
  ].join("\n");
}

/** The reframer's own words for a failure and a bad thought; English (the spec's) by default. */
interface ReframeWords {
  failed: string;
  empty: string;
  tooLong: string;
}

const ENGLISH: ReframeWords = { failed: REFRAME_FAILED_MESSAGE, empty: REFRAME_EMPTY_MESSAGE, tooLong: REFRAME_TOO_LONG_MESSAGE };

export function presentReframe(outcome: AssistantOutcome, words: ReframeWords = ENGLISH): AssistantView {
  if (outcome.kind === "failed") return { output: "", message: outcome.message || words.failed };
  const text = outcome.text.trim();
  return text ? { output: text, message: "" } : { output: "", message: words.failed };
}

export function reframeInputError(thought: string, words: ReframeWords = ENGLISH): string {
  const text = thought.trim();
  if (!text) return words.empty;
  if (text.length > REFRAME_INPUT_LIMIT) return words.tooLong;
  return "";
}

export function ThoughtReframer() {
  const id = useId();
  const [thought, setThought] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [crisis, setCrisis] = useState(false);
  const ai = useMessages(aiMessages);
  const m = ai.reframer;
  const reframer = useAssistant(ASSISTANT_TIMEOUT_MS.reframer, ai);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCrisis(mentionsCrisis(thought));
    const error = reframeInputError(thought, m);
    setFieldError(error);
    if (error || reframer.loading) return;
    void reframer.run(reframePrompt(thought.trim()), (outcome) => presentReframe(outcome, m));
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.heading}</h2>
      <p className="ai-note">{m.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <AiTextField id={`${id}-thought`} label={m.label} value={thought} onChange={setThought} limit={REFRAME_INPUT_LIMIT} error={fieldError} multiline />
        <AiActions busy={reframer.loading} label={m.button} busyLabel={m.busy} onCancel={reframer.cancel} />
        <OfflineNotice online={reframer.online} />
      </form>
      <AiAlert message={reframer.message} />
      <AiOutput output={reframer.output} placeholder={m.placeholder} />
      <HelplineLine urgent={crisis} />
    </section>
  );
}
