// The state every AI panel shares (spec 2 §4): idle -> loading -> a reply or a message.
// Starting a request clears the previous output and message and supersedes any request still
// in flight; Cancel aborts and says 'Request cancelled.'; leaving the page aborts quietly.
// Offline, a request is not sent: the panel says so (what was typed stays in its field).
import { useCallback, useEffect, useRef, useState } from "react";
import { askAssistant, AssistantError, UNKNOWN_ERROR_MESSAGE } from "./assistant-client";
import { isOnline, useOnline } from "./use-online";

export const REQUEST_CANCELLED_MESSAGE = "Request cancelled.";
/** A request asked for while the browser is offline (or lost to the connection going). */
export const ASSISTANT_OFFLINE_MESSAGE = "You are offline, so nothing was sent. Try again when you are back online.";

/** How a request ended, for the panel to turn into what it shows. */
export type AssistantOutcome = { kind: "reply"; text: string } | { kind: "failed"; message: string };

/** What a panel shows: the output area's text and the alert area's message. */
export interface AssistantView {
  output: string;
  message: string;
}

const EMPTY_VIEW: AssistantView = { output: "", message: "" };
const OFFLINE_VIEW: AssistantView = { output: "", message: ASSISTANT_OFFLINE_MESSAGE };
const offlineView = (words?: AssistantWords): AssistantView => (words ? { output: "", message: words.offline } : OFFLINE_VIEW);

/** The abort reason of the visitor's Cancel, told apart from a time-out or a newer request. */
const USER_CANCEL = "user-cancel";

export interface AssistantPanelState extends AssistantView {
  loading: boolean;
  /** False while the browser is offline: the panel shows its offline notice. */
  online: boolean;
  /**
   * Sends `prompt`; `present` turns the outcome into what the panel shows. Offline nothing is
   * sent and `presentOffline` (by default ASSISTANT_OFFLINE_MESSAGE) says what to show instead.
   */
  run(prompt: string, present: (outcome: AssistantOutcome) => AssistantView, presentOffline?: () => AssistantView): Promise<void>;
  cancel(): void;
}

/** What a panel says about a failed or cancelled request, in the page's language (pages/ai/messages). */
export interface AssistantWords {
  cancelled: string;
  offline: string;
  emptyPrompt: string;
  aborted: string;
  server(status: number, body: string): string;
  network(browserMessage: string): string;
}

/** An AssistantError in `words`; English (the spec's messages) when no words are given. */
export function failureMessage(error: unknown, words?: AssistantWords): string {
  if (!(error instanceof AssistantError)) return words ? words.network("") : UNKNOWN_ERROR_MESSAGE;
  if (!words) return error.message;
  switch (error.failure) {
    case "prompt":
      return words.emptyPrompt;
    case "server":
      return error.reply ? words.server(error.reply.status, error.reply.bodyText) : words.network("");
    case "aborted":
      return words.aborted;
    default:
      return words.network(error.message);
  }
}

export function useAssistant(timeoutMs: number, words?: AssistantWords): AssistantPanelState {
  // `offline`: this view says the browser is offline; its message goes once the connection is back.
  const [view, setView] = useState<AssistantView & { offline?: boolean }>(EMPTY_VIEW);
  const [loading, setLoading] = useState(false);
  const online = useOnline();
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
    async (prompt: string, present: (outcome: AssistantOutcome) => AssistantView, presentOffline: () => AssistantView = () => offlineView(words)) => {
      current.current?.abort();
      current.current = null;
      if (!isOnline()) {
        setLoading(false);
        setView({ ...presentOffline(), offline: true });
        return;
      }
      const controller = new AbortController();
      current.current = controller;
      setView(EMPTY_VIEW);
      setLoading(true);
      let outcome: AssistantOutcome;
      let lostConnection = false;
      try {
        outcome = { kind: "reply", text: await askAssistant(prompt, { timeoutMs, signal: controller.signal }) };
      } catch (error) {
        outcome = { kind: "failed", message: failureMessage(error, words) };
        lostConnection = error instanceof AssistantError && error.failure === "network" && !isOnline();
      }
      // A newer request, or the page going away, took over: this one has nothing to show.
      if (current.current !== controller) return;
      current.current = null;
      setLoading(false);
      if (controller.signal.reason === USER_CANCEL) setView({ output: "", message: words ? words.cancelled : REQUEST_CANCELLED_MESSAGE });
      else if (lostConnection) setView({ ...presentOffline(), offline: true });
      else setView(present(outcome));
    },
    [timeoutMs, words],
  );

  const cancel = useCallback(() => current.current?.abort(USER_CANCEL), []);

  // Back online, 'you are offline' is stale; an offline estimate (the medical fund planner's) stays.
  const message = view.offline && online ? "" : view.message;
  return { output: view.output, message, loading, online, run, cancel };
}
