// The medical fund planner's messages that the specification gives word for word (spec 2 §4,
// §5, §8), kept apart from the English catalogue (planner.en.ts, which is built from them) so
// that the planner can take them as its English defaults without a page in another language
// downloading the English catalogue.

export const PLANNER_EMPTY_MESSAGE =
  "Please enter a short note about your monthly essential expenses (e.g., 'My monthly essentials ~ ₹30,000').";
export const PLANNER_TOO_LONG_MESSAGE = "Please keep your input under 800 characters.";
export const PLANNER_LOCAL_ESTIMATE_MESSAGE = "AI failed — showing a local estimate. You can retry.";
export const PLANNER_FAILED_MESSAGE = "Failed to calculate. Try again.";
export const PLANNER_EMPTY_REPLY_MESSAGE = "AI returned empty response. Try providing your monthly essential amount (e.g., ₹30,000).";
export const PLANNER_OFFLINE_NOTICE = "You are offline. What you typed stays here: the local estimate still works, and the AI's plan needs a connection.";
export const PLANNER_OFFLINE_ESTIMATE_MESSAGE = "You are offline — showing a local estimate. Ask again when you are back online for the AI's plan.";
