// A message that speaks of suicide, self-harm or not wanting to live gets India's national
// mental-health helpline first, whatever else answers it: the check (crisis/detector.ts, shared
// with the browser) runs before the model or the offline responder, and a model's reply to such
// a message is checked too, the helpline put in front when the model did not start with it.
import { checkForCrisis, type CrisisCheck } from "../../crisis/detector";
import { TELE_MANAS } from "../../crisis/helpline";
import type { ServerLocale } from "../messages";
import { CRISIS_REPLIES, type CrisisReplyLanguage } from "./crisis-replies";

export { checkForCrisis, type CrisisCheck };

/** The English and Hindi answers, as the pages' languages pick them. */
export const HELPLINE_TEXT = CRISIS_REPLIES.en;
export const HI_HELPLINE_TEXT = CRISIS_REPLIES.hi;

/** Languages of the message that have an answer of their own, beyond the page's. */
const MESSAGE_LANGUAGES: readonly CrisisReplyLanguage[] = ["mr", "bn"];

/**
 * The helpline answer in the page's language; when the message itself matched Marathi or
 * Bengali patterns, the same answer in that language follows, so it is read either way.
 */
export function crisisReply(locale: ServerLocale, check: Pick<CrisisCheck, "languages">): string {
  const extra = MESSAGE_LANGUAGES.filter((language) => language !== locale && check.languages.includes(language));
  return [CRISIS_REPLIES[locale], ...extra.map((language) => CRISIS_REPLIES[language])].join("\n\n");
}

/** How far into a reply the helpline's number must appear for the reply to "start with" it. */
const HELPLINE_LEAD_CHARS = 280;

/** True when the reply's opening (its first paragraph, within HELPLINE_LEAD_CHARS) gives Tele-MANAS's number. */
export function startsWithHelpline(reply: string): boolean {
  const opening = reply.trimStart().split(/\n\s*\n/)[0].slice(0, HELPLINE_LEAD_CHARS);
  return opening.includes(TELE_MANAS.shortNumber);
}

/** A model's reply to a crisis message, with the helpline answer in front unless the reply already opens with it. */
export function withHelplineFirst(reply: string, helpline: string): string {
  const text = reply.trim();
  if (text === "") return helpline;
  return startsWithHelpline(text) ? text : `${helpline}\n\n${text}`;
}
