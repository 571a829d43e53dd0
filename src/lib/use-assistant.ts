// The state every AI panel shares (spec 2 §4): idle -> loading -> a reply or a message.
// Starting a request clears the previous output and message and supersedes any request still
// in flight; Cancel aborts and says 'Request cancelled.'; leaving the page aborts quietly.
import { useCallback, useEffect, useRef, useState } from "react";
import { askAssistant, AssistantError, UNKNOWN_ERROR_MESSAGE } from "./assistant-client";

export const REQUEST_CANCELLED_MESSAGE = "Request cancelled.";

/** How a request ended, for the panel to turn into what it shows. */
export type AssistantOutcome = { kind: "reply"; text: string } | { kind: "failed"; message: string };

/** What a panel shows: the output area's text and the alert area's message. */
export interface AssistantView {
  output: string;
  message: string;
}

const EMPTY_VIEW: AssistantView = { output: "", message: "" };

/** The abort reason of the visitor's Cancel, told apart from a time-out or a newer request. */
const USER_CANCEL = "user-cancel";

export interface AssistantPanelState extends AssistantView {
  loading: boolean;
  /** Sends `prompt`; `present` turns the outcome into what the panel shows. */
  run(prompt: string, present: (outcome: AssistantOutcome) => AssistantView): Promise<void>;
  cancel(): void;
}

export function useAssistant(timeoutMs: number): AssistantPanelState {
  const [view, setView] = useState<AssistantView>(EMPTY_VIEW);
  const [loading, setLoading] = useState(false);
  const current = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      const inFlight = current.current;
      current.current = null;
      inFlight?.abort();
    },
    [],
  );

  const run = useCallback(
    async (prompt: string, present: (outcome: AssistantOutcome) => AssistantView) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setView(EMPTY_VIEW);
      setLoading(true);
      let outcome: AssistantOutcome;
      try {
        outcome = { kind: "reply", text: await askAssistant(prompt, { timeoutMs, signal: controller.signal }) };
      } catch (error) {
        outcome = { kind: "failed", message: error instanceof AssistantError ? error.message : UNKNOWN_ERROR_MESSAGE };
      }
      // A newer request, or the page going away, took over: this one has nothing to show.
      if (current.current !== controller) return;
      current.current = null;
      setLoading(false);
      setView(controller.signal.reason === USER_CANCEL ? { output: "", message: REQUEST_CANCELLED_MESSAGE } : present(outcome));
    },
    [timeoutMs],
  );

  const cancel = useCallback(() => current.current?.abort(USER_CANCEL), []);

  return { ...view, loading, run, cancel };
}
