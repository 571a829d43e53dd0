// The built-in responder used when no model is configured: answers every kind of prompt the
// site sends (prompt-kind.ts) from the curated libraries, so a fresh machine gives useful
// answers with no key. Answers vary: each is picked at random from several entries. A message
// that speaks of suicide or self-harm gets the helpline answer, never a tip (safety.ts).
import type { ServerLocale } from "../messages";
import { BODY_FEELING_WORDS, BODY_IDEAS } from "./library/body";
import { libraryFor, type AssistantLibrary } from "./library/languages";
import { MOOD_TIPS, MOOD_WORDS, REFRAMES, THOUGHT_WORDS } from "./library/mind";
import { GENERAL_TIPS, PURPOSE_NUDGES } from "./library/purpose";
import { findMonthlyEssentials, medicalFundPlan } from "./medical-fund";
import { detectPromptKind, type PromptKind } from "./prompt-kind";
import { checkForCrisis, crisisReply } from "./safety";

/** Returns a number in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number;

const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

function pick<T>(entries: readonly T[], random: RandomSource): T {
  const index = Math.min(entries.length - 1, Math.floor(random() * entries.length));
  return entries[index];
}

/**
 * The kind named in the LAST line or sentence that names any: panels put their instruction
 * first and the visitor's words after it (spec 2 §7), and an instruction may use feeling
 * words itself. Within that sentence the table's order settles a tie.
 */
function lastMentioned<K extends string>(prompt: string, table: readonly (readonly [K, RegExp])[], fallback: K): K {
  const segments = prompt.toLowerCase().replace(/[’‘]/g, "'").split(/\n+|(?<=[.?!])\s+/);
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const found = table.find(([, pattern]) => pattern.test(segments[index]));
    if (found !== undefined) return found[0];
  }
  return fallback;
}

function physical(prompt: string, random: RandomSource): string {
  const ideas = BODY_IDEAS[lastMentioned(prompt, BODY_FEELING_WORDS, "general")];
  return `Meal idea: ${pick(ideas.meals, random)}\n10-minute activity: ${pick(ideas.activities, random)}`;
}

/** The language's own words first, then the English and Hinglish ones: a visitor may type either. */
function ownWordsFirst<K extends string>(own: readonly (readonly [K, RegExp])[], english: readonly (readonly [K, RegExp])[]) {
  return [...own, ...english];
}

function medicalFundIn(library: AssistantLibrary, prompt: string): string {
  const monthly = findMonthlyEssentials(prompt);
  const m = library.medicalFund;
  if (monthly === undefined) return m.noAmount.join("\n");
  const plan = medicalFundPlan(monthly);
  return [
    m.essentials(RUPEES.format(plan.monthlyEssentials)),
    m.target(RUPEES.format(plan.lowerTarget), RUPEES.format(plan.upperTarget)),
    m.plan12(RUPEES.format(plan.monthlySaving12), RUPEES.format(plan.lowerTarget)),
    m.plan24(RUPEES.format(plan.monthlySaving24), RUPEES.format(plan.upperTarget)),
    m.where,
    m.insurance,
  ].join("\n");
}

/** A language's library answer (lang 'hi', 'mr'...): the same kinds, the same arithmetic, Indian digit grouping. */
function respondFromLibrary(library: AssistantLibrary, prompt: string, random: RandomSource, kind: PromptKind): string {
  switch (kind) {
    case "physical": {
      const ideas = library.bodyIdeas[lastMentioned(prompt, ownWordsFirst(library.bodyFeelingWords, BODY_FEELING_WORDS), "general")];
      return `${library.mealLabel}${pick(ideas.meals, random)}\n${library.activityLabel}${pick(ideas.activities, random)}`;
    }
    case "mental":
      return pick(library.moodTips[lastMentioned(prompt, ownWordsFirst(library.moodWords, MOOD_WORDS), "general")], random);
    case "reframe":
      return pick(library.reframes[lastMentioned(prompt, ownWordsFirst(library.thoughtWords, THOUGHT_WORDS), "general")], random);
    case "medical-fund":
      return medicalFundIn(library, prompt);
    case "general":
      return pick(library.generalTips, random);
    default:
      return pick(library.purposeNudges[kind], random);
  }
}

function medicalFund(prompt: string): string {
  const monthly = findMonthlyEssentials(prompt);
  if (monthly === undefined) {
    return [
      "A medical emergency fund should cover 3 to 6 months of your essential expenses (rent, food, utilities, EMIs, school fees).",
      "For example, with essentials of ₹30,000 a month the target is ₹90,000 to ₹1,80,000: saving ₹7,500 a month reaches ₹90,000 in 12 months, and ₹7,500 a month reaches ₹1,80,000 in 24 months.",
      "Tell me your monthly essentials (e.g., ₹30,000) for a plan of your own.",
    ].join("\n");
  }
  const plan = medicalFundPlan(monthly);
  return [
    `Monthly essentials: ${RUPEES.format(plan.monthlyEssentials)}.`,
    `Medical emergency fund target: ${RUPEES.format(plan.lowerTarget)} (3 months) to ${RUPEES.format(plan.upperTarget)} (6 months).`,
    `12-month plan: save ${RUPEES.format(plan.monthlySaving12)} a month to reach ${RUPEES.format(plan.lowerTarget)}.`,
    `24-month plan: save ${RUPEES.format(plan.monthlySaving24)} a month to reach ${RUPEES.format(plan.upperTarget)}.`,
    "Keep the fund in a savings account, sweep-in FD or liquid fund you can reach within a day, apart from daily spending, and set up an automatic transfer on payday.",
    "A health insurance cover of ₹5-10 lakh alongside it keeps one large hospital bill from emptying the fund.",
  ].join("\n");
}

export function respondOffline(
  prompt: string,
  random: RandomSource = Math.random,
  kind: PromptKind = detectPromptKind(prompt),
  locale: ServerLocale = "en",
): string {
  const crisis = checkForCrisis(prompt);
  if (crisis.detected) return crisisReply(locale, crisis);
  const library = libraryFor(locale);
  if (library) return respondFromLibrary(library, prompt, random, kind);
  switch (kind) {
    case "physical":
      return physical(prompt, random);
    case "mental":
      return pick(MOOD_TIPS[lastMentioned(prompt, MOOD_WORDS, "general")], random);
    case "reframe":
      return pick(REFRAMES[lastMentioned(prompt, THOUGHT_WORDS, "general")], random);
    case "medical-fund":
      return medicalFund(prompt);
    case "general":
      return pick(GENERAL_TIPS, random);
    default:
      return pick(PURPOSE_NUDGES[kind], random);
  }
}
