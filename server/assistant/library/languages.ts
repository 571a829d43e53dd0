// The offline responder's library in each language other than English, and what a configured
// model is told for that language. A language of the server (server/messages) is one entry
// here: the responder, the helpline answer and the system prompt read this table, so a new
// language adds its library file and one line, and changes no code.
import type { ServerLocale } from "../../messages";
import type { PurposeKind } from "../prompt-kind";
import type { BodyFeeling, BodyIdeas } from "./body";
import { BENGALI_LIBRARY } from "./bn";
import { HINDI_LIBRARY } from "./hi";
import type { MoodKind, ThoughtPattern } from "./mind";

export interface AssistantLibrary {
  /** The language's English name, for the model's instructions ('Hindi'). */
  languageName: string;
  /** Feeling words in the language's script (matched before the English and Hinglish ones). */
  bodyFeelingWords: readonly (readonly [BodyFeeling, RegExp])[];
  bodyIdeas: Readonly<Record<BodyFeeling, BodyIdeas>>;
  /** The two line heads of a physical-wellness answer: 'Meal idea: ', '10-minute activity: '. */
  mealLabel: string;
  activityLabel: string;
  moodWords: readonly (readonly [MoodKind, RegExp])[];
  moodTips: Readonly<Record<MoodKind, readonly string[]>>;
  thoughtWords: readonly (readonly [ThoughtPattern, RegExp])[];
  reframes: Readonly<Record<ThoughtPattern, readonly string[]>>;
  purposeNudges: Readonly<Record<PurposeKind, readonly string[]>>;
  generalTips: readonly string[];
  medicalFund: {
    noAmount: readonly string[];
    essentials(amount: string): string;
    target(lower: string, upper: string): string;
    plan12(monthly: string, target: string): string;
    plan24(monthly: string, target: string): string;
    where: string;
    insurance: string;
  };
  /** The Tele-MANAS answer to a prompt that speaks of self-harm. */
  helplineText: string;
  /** What a configured model is told, after the English boundaries, about the language. */
  modelInstructions: string;
}

export const LIBRARIES: Record<Exclude<ServerLocale, "en">, AssistantLibrary> = {
  hi: HINDI_LIBRARY,
  bn: BENGALI_LIBRARY,
};
