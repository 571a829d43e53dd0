// Prompts shaped as the site's panels send them (spec 2 §7): the purpose panels' exact
// sentences, and the other panels' instructions wrapped around a visitor's words.
export const SITE_PROMPTS = {
  physical:
    "You are a friendly Indian fitness and nutrition coach. Be concise: reply with a one-line meal idea and a one-line 10-minute activity.\nHow I feel: Feeling very low on energy today",
  mental: "You are a calm mental-wellness companion. Suggest one short, practical thing to try.\nHow I feel: I am anxious about my exams next week",
  reframe: "You are a calm wellness coach. Offer a kinder, balanced reframe of this thought in 2-4 sentences.\nThought: I always mess everything up",
  medicalFund:
    "You are a careful financial planner. From the note below, suggest a medical emergency fund of 3-6 months of essential expenses and monthly saving plans for 12 and 24 months.\nNote: rent and food come to about 30k\nDetected monthly essentials: ₹30,000",
  reflection: "Give me a reflection prompt.",
  mindfulness: "Suggest a short mindfulness exercise.",
  learning: "Suggest a learning topic.",
  family: "Give me a family connection idea.",
  community: "Give me a community action idea.",
  relationship: "Give me a friendship/relationship nudge.",
  hobby: "Suggest a new hobby for me to try.",
  travel: "Give a local travel idea to explore nearby.",
  kindness: "Suggest a small act of kindness I can do today.",
} as const;
