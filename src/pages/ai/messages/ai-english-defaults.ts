// The AI panels' messages that the specification gives word for word (spec 2 §4, §5, §8), kept
// apart from the English catalogue (ai.en.ts, which is built from them) so that the panels can
// take them as their English defaults without a page in another language downloading the
// English catalogue.

/** The typed panels' notice while offline: nothing is lost, and nothing can be asked yet. */
export const TYPED_OFFLINE_NOTICE = "You are offline. What you typed stays here; ask again when you are back online.";

/** The wellness assistant's messages (spec 2 §8). */
export const WELLNESS_EMPTY_MESSAGE = "Please briefly describe how you're feeling (e.g., 'Feeling very low on energy today').";
export const WELLNESS_TOO_LONG_MESSAGE = "Please keep your input under 600 characters.";
export const WELLNESS_EMPTY_REPLY_MESSAGE = "No suggestion returned. Try again or try a different message.";
export const WELLNESS_FAILED_MESSAGE = "Failed to get suggestion. Try again.";

/** The thought reframer's messages (spec 2 §8). */
export const REFRAME_EMPTY_MESSAGE = "Please enter a stressful thought first.";
export const REFRAME_TOO_LONG_MESSAGE = "Please keep it under 500 characters.";
export const REFRAME_FAILED_MESSAGE = "Could not reframe thought. Please try again.";
