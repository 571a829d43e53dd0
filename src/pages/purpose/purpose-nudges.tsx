// The single-choice nudge panel of the purpose pages (spec 2 §2, §4, §7-§9): three buttons,
// each sending its own fixed prompt; only the pressed one is disabled and reads 'Loading...'.
// Pressing another while one is loading replaces that request.
import { useId, useState } from "react";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { AiAlert, AiOutput, OfflineNotice } from "../ai/ai-parts";

export const PURPOSE_FAILED_MESSAGE = "Failed to get suggestion. Try again.";
export const PURPOSE_OFFLINE_NOTICE = "You are offline. Suggestions need a connection: press a button again when you are back online.";

export interface Nudge {
  label: string;
  prompt: string;
}

export function presentNudge(outcome: AssistantOutcome): AssistantView {
  if (outcome.kind === "failed") return { output: "", message: outcome.message || PURPOSE_FAILED_MESSAGE };
  const text = outcome.text.trim();
  return text ? { output: text, message: "" } : { output: "", message: PURPOSE_FAILED_MESSAGE };
}

export function PurposeNudges({ heading, nudges, placeholder }: { heading: string; nudges: readonly Nudge[]; placeholder: string }) {
  const id = useId();
  const assistant = useAssistant(ASSISTANT_TIMEOUT_MS.purpose);
  const [pressed, setPressed] = useState<string | null>(null);

  function ask(nudge: Nudge) {
    setPressed(nudge.label);
    void assistant.run(nudge.prompt, presentNudge);
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="ai-note">Press a button for a short, practical suggestion written by our AI assistant.</p>
      <div className="nudge-buttons">
        {nudges.map((nudge) => {
          const busy = assistant.loading && pressed === nudge.label;
          return (
            <button key={nudge.label} type="button" className="button" disabled={busy} onClick={() => ask(nudge)}>
              {busy ? "Loading..." : nudge.label}
            </button>
          );
        })}
      </div>
      <OfflineNotice online={assistant.online} text={PURPOSE_OFFLINE_NOTICE} />
      <AiAlert message={assistant.message} />
      <AiOutput output={assistant.output} placeholder={placeholder} />
    </section>
  );
}
