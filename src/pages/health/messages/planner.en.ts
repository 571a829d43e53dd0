// The AI Medical Fund Planner's words in English (spec 2 §4, §5, §8). The spec's messages are
// constants here, which the planner takes as its English defaults.
import { ENGLISH_ESTIMATE } from "../medical-fund-estimate";

export const PLANNER_EMPTY_MESSAGE =
  "Please enter a short note about your monthly essential expenses (e.g., 'My monthly essentials ~ ₹30,000').";
export const PLANNER_TOO_LONG_MESSAGE = "Please keep your input under 800 characters.";
export const PLANNER_LOCAL_ESTIMATE_MESSAGE = "AI failed — showing a local estimate. You can retry.";
export const PLANNER_FAILED_MESSAGE = "Failed to calculate. Try again.";
export const PLANNER_EMPTY_REPLY_MESSAGE = "AI returned empty response. Try providing your monthly essential amount (e.g., ₹30,000).";
export const PLANNER_OFFLINE_NOTICE = "You are offline. What you typed stays here: the local estimate still works, and the AI's plan needs a connection.";
export const PLANNER_OFFLINE_ESTIMATE_MESSAGE = "You are offline — showing a local estimate. Ask again when you are back online for the AI's plan.";

export const messages = {
  heading: "AI Medical Fund Planner",
  intro:
    "Tell us roughly what your household needs each month for essentials (rent, EMIs, groceries, school fees, premiums, medicines). Start with the amount: the first number in your note is read as your monthly essentials.",
  label: "Your monthly essential expenses",
  example: "My monthly essentials ~ ₹30,000",
  button: "Calculate My Safety Net",
  busy: "Calculating...",
  placeholder: "Your plan will appear here.",
  offlineNotice: PLANNER_OFFLINE_NOTICE,
  /** The planner's messages and its local estimate (the offline message is the AI panels' shared one). */
  words: {
    empty: PLANNER_EMPTY_MESSAGE,
    tooLong: PLANNER_TOO_LONG_MESSAGE,
    localEstimate: PLANNER_LOCAL_ESTIMATE_MESSAGE,
    failed: PLANNER_FAILED_MESSAGE,
    emptyReply: PLANNER_EMPTY_REPLY_MESSAGE,
    offlineEstimate: PLANNER_OFFLINE_ESTIMATE_MESSAGE,
    estimate: ENGLISH_ESTIMATE,
  },
};

export type PlannerMessages = typeof messages;
