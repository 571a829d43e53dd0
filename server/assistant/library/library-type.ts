// The shape of one language's assistant library (languages.ts holds the table of them). Its own
// file so that each language's library names the type without importing the table that imports it.
import type { PurposeKind } from "../prompt-kind";
import type { BodyFeeling, BodyIdeas } from "./body";
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
  /** What a configured model is told, after the English boundaries, about the language. */
  modelInstructions: string;
}
