// What every AI panel says about a request that did not bring a reply (spec 2 §4, §8), English.
export const messages = {
  cancelled: "Request cancelled.",
  offline: "You are offline, so nothing was sent. Try again when you are back online.",
  emptyPrompt: "Prompt must be a non-empty string.",
  aborted: "Request cancelled or timed out.",
  server: (status: number, body: string) => `Server returned ${status}: ${body}`,
  /** The browser's own words for a failed connection (spec 2 §8 shows the error's message). */
  network: (browserMessage: string) => browserMessage || "Unknown error",
};

export type AiMessages = typeof messages;
