// A prompt that speaks of self-harm or suicide gets India's national mental-health helpline
// and a short caring message, whatever model is configured: this check runs before any model
// is asked. It errs towards answering with the helpline; a false alarm costs a kind message.

/** English, common Hindi/Hinglish and Bengali ways of saying it, matched on lower-cased text. */
const SELF_HARM_PATTERNS: readonly RegExp[] = [
  /suicid/,
  /self[- ]?harm/,
  /\bkill(?:ing)? my ?self\b/,
  /\bend(?:ing)? (?:my|this) (?:own )?life\b/,
  /\btake my (?:own )?life\b/,
  /\bend it all\b/,
  /\b(?:want|wanted|going|plan(?:ning)?) to die\b/,
  /\bwish i (?:was|were) dead\b/,
  /\bbetter off dead\b/,
  /\b(?:don'?t|do not) want to (?:live|be alive|wake up)\b/,
  /\bno (?:reason|point) (?:to|in) liv/,
  /\b(?:hurt|harm|cut) my ?self\b/,
  /\boverdose\b/,
  /khud ?kushi|aatm ?hatya|atma?hatya/,
  /\bmarna chaht[aie]\b|\bmar jaana chaht[aie]\b|\bjeena nahi?n? chaht[aie]\b/,
  // Devanagari (no \b: JavaScript's word boundary knows only ASCII letters).
  /आत्महत्या|आत्म-हत्या|खुदकुशी|ख़ुदकुशी|जान दे दू|मरना चाहत|मर जाना चाहत|जीना नहीं चाहत|खुद को (?:नुकसान|चोट)|अपनी जान ले/,
  // Bengali script (the same reason for no \b).
  /আত্মহত্যা|আত্ম-হত্যা|মরে যেতে চাই|মরতে চাই|বাঁচতে চাই না|বাঁচতে ইচ্ছে করে না|নিজেকে শেষ করে|নিজের ক্ষতি কর|নিজেকে (?:আঘাত|কষ্ট) দি|নিজের প্রাণ নি/,
];

export const HELPLINE_TEXT = [
  "I'm really sorry you're feeling this way, and I'm glad you said it. You don't have to carry this alone.",
  "Please talk to someone now: Tele-MANAS, India's free 24x7 mental-health helpline, is on 14416 or 1-800-891-4416, in many Indian languages.",
  "If you might act on these thoughts or are in danger, call 112 or go to the nearest hospital emergency, and if you can, ask someone you trust to stay with you.",
].join(" ");

/** The same answer in Hindi, for prompts from Hindi pages (library/hi.ts). */
export { HI_HELPLINE_TEXT } from "./library/hi";

export function mentionsSelfHarm(prompt: string): boolean {
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ");
  return SELF_HARM_PATTERNS.some((pattern) => pattern.test(text));
}
