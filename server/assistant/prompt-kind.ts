// Recognises which panel of the site sent a prompt (spec 2 §7), so the offline responder can
// answer in the shape that panel expects. The purpose panels send fixed sentences; the other
// panels wrap the visitor's words in an instruction, recognised here by its keywords. The
// instruction markers are checked before the visitor's own words, which may say anything.

export type PromptKind =
  | "physical"
  | "mental"
  | "reframe"
  | "medical-fund"
  | "reflection"
  | "mindfulness"
  | "learning"
  | "family"
  | "community"
  | "relationship"
  | "hobby"
  | "travel"
  | "kindness"
  | "general";

export type PurposeKind = Extract<PromptKind, "reflection" | "mindfulness" | "learning" | "family" | "community" | "relationship" | "hobby" | "travel" | "kindness">;

/** The purpose panels' exact prompts (spec 2 §7), normalised by `normalise`. */
const PURPOSE_PROMPTS: ReadonlyMap<string, PurposeKind> = new Map([
  ["give me a reflection prompt", "reflection"],
  ["suggest a short mindfulness exercise", "mindfulness"],
  ["suggest a learning topic", "learning"],
  ["give me a family connection idea", "family"],
  ["give me a community action idea", "community"],
  ["give me a friendship/relationship nudge", "relationship"],
  ["suggest a new hobby for me to try", "hobby"],
  ["give a local travel idea to explore nearby", "travel"],
  ["suggest a small act of kindness i can do today", "kindness"],
]);

/** Instruction markers, strongest first: the wrapper a panel puts around the visitor's text. */
const INSTRUCTION_MARKERS: readonly (readonly [PromptKind, RegExp])[] = [
  ["reframe", /\breframe|\breframing|kinder (?:way|thought|perspective|version)|stressful thought|negative thought/],
  ["medical-fund", /financial planner|medical (?:emergency )?fund|emergency fund|safety net|monthly essentials?|3\s*(?:-|–|to)\s*6[- ]month/],
  ["physical", /fitness|nutrition|meal idea|10[- ]minute activity|one-line meal/],
  ["mental", /mental[- ]wellness|mental health|mental[- ]wellbeing|emotional wellbeing/],
  // The mental assistant's wording is not in the spec: a calm coach with no fitness words.
  ["mental", /\bcalm\b|wellness[- ](?:coach|guide|companion)/],
];

/** Keywords for a purpose request phrased in other words. Order settles overlaps. */
const PURPOSE_KEYWORDS: readonly (readonly [PurposeKind, RegExp])[] = [
  ["kindness", /kindness|kind act|good deed/],
  ["mindfulness", /mindful|meditat|breathing exercise|body scan/],
  ["reflection", /reflection|reflect\b|journal(?:ing)? prompt|self-reflection/],
  ["learning", /learning topic|\blearn(?:ing)?\b|new skill/],
  ["family", /\bfamily\b|parents|grandparents|siblings?/],
  ["community", /communit|neighbo|volunteer|society|civic/],
  ["relationship", /friend|relationship|partner|spouse/],
  ["hobby", /hobby|hobbies|pastime/],
  ["travel", /\btravel|explore nearby|day trip|weekend trip|\bnature\b/],
];

/** The visitor's own words, when no panel instruction is present. */
const FEELING_KEYWORDS: readonly (readonly [PromptKind, RegExp])[] = [
  ["mental", /stress|anxi|worr|sad|low mood|lonely|overwhelm|panic|angry|irritat|can'?t focus|burn(?:ed|t)? ?out/],
  ["physical", /tired|energy|fatigue|sleep|hungry|diet|food|eat|meal|exercise|workout|walk|weight|back pain|stiff|sore|bloat/],
];

/** Lower case, single spaces, no trailing punctuation or quotes. */
export function normalise(prompt: string): string {
  return prompt
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["']+|["'.!?\s]+$/g, "");
}

export function detectPromptKind(prompt: string): PromptKind {
  const text = normalise(prompt);
  const purpose = PURPOSE_PROMPTS.get(text);
  if (purpose !== undefined) return purpose;
  for (const [kind, pattern] of INSTRUCTION_MARKERS) if (pattern.test(text)) return kind;
  for (const [kind, pattern] of PURPOSE_KEYWORDS) if (pattern.test(text)) return kind;
  for (const [kind, pattern] of FEELING_KEYWORDS) if (pattern.test(text)) return kind;
  return "general";
}
