// The single-choice nudge panel of the purpose pages (spec 2 §2, §4, §7-§9): three buttons,
// each sending its own fixed prompt; only the pressed one is disabled and reads 'Loading...'.
// Pressing another while one is loading replaces that request.
import { useId, useState } from "react";
import { ASSISTANT_TIMEOUT_MS } from "../../lib/assistant-client";
import { useAssistant, type AssistantOutcome, type AssistantView } from "../../lib/use-assistant";
import { useMessages } from "../../i18n/use-locale";
import { AiAlert, AiOutput, HelplineLine, OfflineNotice } from "../ai/ai-parts";
import { aiMessages } from "../ai/messages/ai";
import { purposeMessages } from "./messages/purpose-topics";

// Its words (the note, 'Loading...', the failure and offline notices) are in the purpose
// catalogue; a failed request's message comes from the AI catalogue (pages/ai/messages).

export interface Nudge {
  label: string;
  prompt: string;
}

export function presentNudge(outcome: AssistantOutcome, failed: string): AssistantView {
  if (outcome.kind === "failed") return { output: "", message: outcome.message || failed };
  const text = outcome.text.trim();
  return text ? { output: text, message: "" } : { output: "", message: failed };
}

export function PurposeNudges({ heading, nudges, placeholder }: { heading: string; nudges: readonly Nudge[]; placeholder: string }) {
  const id = useId();
  const m = useMessages(purposeMessages).panel;
  const assistant = useAssistant(ASSISTANT_TIMEOUT_MS.purpose, useMessages(aiMessages));
  const [pressed, setPressed] = useState<string | null>(null);

  function ask(nudge: Nudge) {
    setPressed(nudge.label);
    void assistant.run(nudge.prompt, (outcome) => presentNudge(outcome, m.failed));
  }

  return (
    <section className="card ai-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="ai-note">{m.note}</p>
      <div className="nudge-buttons">
        {nudges.map((nudge) => {
          const busy = assistant.loading && pressed === nudge.label;
          return (
            <button key={nudge.label} type="button" className="button" disabled={busy} onClick={() => ask(nudge)}>
              {busy ? m.loading : nudge.label}
            </button>
          );
        })}
      </div>
      <OfflineNotice online={assistant.online} text={m.offline} />
      <AiAlert message={assistant.message} />
      <AiOutput output={assistant.output} placeholder={placeholder} />
      <HelplineLine />
    </section>
  );
}
