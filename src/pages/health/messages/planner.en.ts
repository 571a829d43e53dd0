// The AI Medical Fund Planner's words in English (spec 2 §4, §5, §8). The spec's messages are
// in planner-english-defaults.ts, which the planner takes as its English defaults.
import { ENGLISH_ESTIMATE } from "../medical-fund-estimate";
import {
  PLANNER_EMPTY_MESSAGE,
  PLANNER_TOO_LONG_MESSAGE,
  PLANNER_LOCAL_ESTIMATE_MESSAGE,
  PLANNER_FAILED_MESSAGE,
  PLANNER_EMPTY_REPLY_MESSAGE,
  PLANNER_OFFLINE_NOTICE,
  PLANNER_OFFLINE_ESTIMATE_MESSAGE,
} from "./planner-english-defaults";

/** The English defaults, here too for the tests that read the English catalogue. */
export {
  PLANNER_EMPTY_MESSAGE,
  PLANNER_TOO_LONG_MESSAGE,
  PLANNER_LOCAL_ESTIMATE_MESSAGE,
  PLANNER_FAILED_MESSAGE,
  PLANNER_EMPTY_REPLY_MESSAGE,
  PLANNER_OFFLINE_NOTICE,
  PLANNER_OFFLINE_ESTIMATE_MESSAGE,
};

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
