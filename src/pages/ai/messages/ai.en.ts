// The AI panels' own words, English (spec 2 §4, §5, §8): what every panel says about a request
// that brought no reply, the shared parts, and the wellness assistant and thought reframer.
// The spec's messages come from ai-english-defaults.ts, which the panels take as their defaults.
import {
  TYPED_OFFLINE_NOTICE,
  WELLNESS_EMPTY_MESSAGE,
  WELLNESS_TOO_LONG_MESSAGE,
  WELLNESS_EMPTY_REPLY_MESSAGE,
  WELLNESS_FAILED_MESSAGE,
  REFRAME_EMPTY_MESSAGE,
  REFRAME_TOO_LONG_MESSAGE,
  REFRAME_FAILED_MESSAGE,
} from "./ai-english-defaults";

/** The English defaults, here too for the tests that read the English catalogue. */
export {
  TYPED_OFFLINE_NOTICE,
  WELLNESS_EMPTY_MESSAGE,
  WELLNESS_TOO_LONG_MESSAGE,
  WELLNESS_EMPTY_REPLY_MESSAGE,
  WELLNESS_FAILED_MESSAGE,
  REFRAME_EMPTY_MESSAGE,
  REFRAME_TOO_LONG_MESSAGE,
  REFRAME_FAILED_MESSAGE,
};

export const messages = {
  parts: {
    cancel: "Cancel",
    chars: (length: number, limit: number) => `${length} / ${limit} characters`,
    typedOffline: TYPED_OFFLINE_NOTICE,
  },
  wellness: {
    empty: WELLNESS_EMPTY_MESSAGE,
    tooLong: WELLNESS_TOO_LONG_MESSAGE,
    emptyReply: WELLNESS_EMPTY_REPLY_MESSAGE,
    failed: WELLNESS_FAILED_MESSAGE,
    button: "Get a suggestion",
    busy: "Thinking...",
    placeholder: "Your suggestion will appear here.",
    note: "AI suggestions are general wellness ideas, not medical advice. In an emergency call 112.",
  },
  reframer: {
    heading: "Thought reframer",
    intro: 'Write down a thought that is weighing on you, for example "I messed up the presentation, everyone thinks I\'m useless." You will get a gentler, more balanced way to look at it.',
    label: "Your thought",
    button: "Reframe My Thought",
    busy: "Reframing...",
    placeholder: "Your reframe will appear here.",
    empty: REFRAME_EMPTY_MESSAGE,
    tooLong: REFRAME_TOO_LONG_MESSAGE,
    failed: REFRAME_FAILED_MESSAGE,
  },
  /** Tele-MANAS on every AI panel (the numbers come from crisis/helpline.ts and become tel: links). */
  helpline: {
    line: (shortNumber: string, tollFreeNumber: string) =>
      `Need to talk to someone? Tele-MANAS is free, 24x7 and speaks many Indian languages: call ${shortNumber} or ${tollFreeNumber}.`,
    /** Shown instead once what the visitor typed speaks of suicide or self-harm. */
    urgent: (shortNumber: string, tollFreeNumber: string, emergencyNumber: string) =>
      `You matter, and help is there right now. Please call Tele-MANAS on ${shortNumber} or ${tollFreeNumber} (free, 24x7), or ${emergencyNumber} if you are in danger.`,
  },
  cancelled: "Request cancelled.",
  offline: "You are offline, so nothing was sent. Try again when you are back online.",
  emptyPrompt: "Prompt must be a non-empty string.",
  aborted: "Request cancelled or timed out.",
  server: (status: number, body: string) => `Server returned ${status}: ${body}`,
  /** The browser's own words for a failed connection (spec 2 §8 shows the error's message). */
  network: (browserMessage: string) => browserMessage || "Unknown error",
};

export type AiMessages = typeof messages;
