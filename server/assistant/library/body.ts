// The physical assistant's offline library: a one-line meal idea and a one-line 10-minute
// activity (spec 2 §7), chosen by what the visitor says they feel. Everyday Indian food,
// nothing that needs a gym; no medical claims.

export type BodyFeeling = "tired" | "stressed" | "heavy" | "stiff" | "sleepless" | "general";

export interface BodyIdeas {
  meals: readonly string[];
  activities: readonly string[];
}

/** Checked in order: the first feeling whose words appear in the visitor's text. */
export const BODY_FEELING_WORDS: readonly (readonly [BodyFeeling, RegExp])[] = [
  ["heavy", /bloat|heavy|acidity|gas\b|indigestion|over ?ate|overeat|constipat|full after/],
  ["sleepless", /sleep(?!y)|insomnia|restless night|awake at night|can'?t rest/],
  ["stiff", /stiff|sore|back ?(?:pain|ache)|neck|shoulder|sitting|desk|posture|laptop/],
  ["stressed", /stress|anxious|anxiety|tense|overwhelm|worried|pressure|restless/],
  ["tired", /tired|energy|exhaust|fatigue|drained|sleepy|lethargic|weak|sluggish|lazy/],
];

export const BODY_IDEAS: Readonly<Record<BodyFeeling, BodyIdeas>> = {
  tired: {
    meals: [
      "Vegetable poha with peanuts and a squeeze of lemon, with a glass of buttermilk: quick to make, filling, and steady energy without a slump.",
      "Two moong dal chillas with mint chutney and a small bowl of sprouts: protein and fibre that keep your energy even through the afternoon.",
      "A banana with a handful of roasted chana, and a big glass of water first: mild dehydration often feels like tiredness.",
      "Ragi dosa or ragi porridge with a few almonds: slow-release grains that carry you longer than biscuits and chai.",
    ],
    activities: [
      "A brisk 10-minute walk outdoors in daylight, arms swinging, finishing with a minute of slow, deep breaths.",
      "Two rounds of 10 wall push-ups, 10 chair squats and 30 seconds of marching on the spot, with a minute of stretching between rounds.",
      "Four to six slow rounds of Surya Namaskar, breathing in as you rise and out as you fold, then a minute of standing still.",
      "Five minutes of climbing stairs at an easy pace, then five minutes of walking and stretching your calves and thighs.",
    ],
  },
  stressed: {
    meals: [
      "Moong dal khichdi with a spoon of ghee and a bowl of curd: warm, simple and easy on the stomach on a tense day.",
      "Vegetable upma with a bowl of seasonal fruit, and swap the third cup of chai for water or buttermilk: extra caffeine can make tension feel worse.",
      "Rajma or chole with rice and a big salad, eaten slowly and away from your phone: a regular, unhurried meal steadies the day.",
      "A handful of peanuts or mixed nuts with an apple or guava as a snack, instead of skipping meals when busy.",
    ],
    activities: [
      "A slow 10-minute walk, breathing in for 4 steps and out for 6 steps, noticing five things you can see along the way.",
      "Ten minutes of gentle yoga: child's pose, cat-cow, a seated forward bend and a lying twist, one minute each, twice through.",
      "Put on two or three songs you love and move or dance freely for 10 minutes; it is exercise and a mood break at once.",
      "Ten minutes of tensing and releasing: squeeze each muscle group from feet to face for 5 seconds, then let it go for 10.",
    ],
  },
  heavy: {
    meals: [
      "A light bowl of moong dal khichdi with a glass of jeera water or thin buttermilk, and dinner at least 2-3 hours before bed.",
      "Steamed idlis with a bowl of vegetable sambar, and stop at comfortably full rather than very full.",
      "Lauki or tori sabzi with one or two phulkas and a bowl of curd: a light, home-style plate for a heavy day.",
      "A bowl of papaya or a clear vegetable soup for the next meal, with plenty of water through the day.",
    ],
    activities: [
      "An easy 10-minute stroll after your meal: gentle walking helps you feel less heavy far better than lying down straight away.",
      "Sit in Vajrasana for 3-5 minutes after eating, then do slow standing side bends and gentle twists for the rest of the 10 minutes.",
      "Ten minutes of slow walking around the house or terrace while you finish a phone call, then a few deep belly breaths.",
      "A relaxed 10-minute walk followed by cat-cow stretches on a mat, keeping the movements slow and comfortable.",
    ],
  },
  stiff: {
    meals: [
      "Paneer or egg bhurji with a multigrain roti and salad: protein helps your muscles recover.",
      "Sprouts chaat with tomato, onion, cucumber, lemon and chaat masala: a fresh, filling snack between long sitting stretches.",
      "A simple thali of dal, rice, a green sabzi and curd, with a glass of water: balanced and easy to repeat daily.",
      "Ragi dosa with sambar and coconut chutney: a satisfying meal with grains and dal together.",
    ],
    activities: [
      "Ten minutes of desk relief: neck tilts, shoulder rolls, a doorway chest stretch, cat-cow and a hamstring stretch, 30 seconds each, twice.",
      "A 5-minute walk, then 5 minutes on the floor: child's pose, cobra (bhujangasana) and a kneeling hip-flexor stretch on each side.",
      "Ten minutes of gentle mobility: arm circles, hip circles, ankle rolls and slow squats to a chair, moving within what feels comfortable.",
      "Stand up and walk for 10 minutes now, and set a reminder to stand and stretch for a minute every 45 minutes today.",
    ],
  },
  sleepless: {
    meals: [
      "An early, light dinner of dal, a phulka and a sabzi by about 8 pm, and no tea or coffee after mid-afternoon.",
      "Curd rice with a banana for dinner, and a cup of warm milk with a pinch of nutmeg later if you like.",
      "A bowl of vegetable daliya or khichdi for dinner, keeping spicy and fried food for earlier in the day.",
      "A handful of almonds or walnuts as an evening snack instead of late-night biscuits or sugary chai.",
    ],
    activities: [
      "In the evening, 10 minutes of winding down: legs up the wall for 5 minutes, then slow breathing, out longer than in.",
      "A gentle 10-minute walk after dinner, then screens off and lights dimmed for the last half hour before bed; aim for 7-8 hours of sleep.",
      "Ten minutes of slow stretching on the bed or a mat: a forward bend, a lying twist on each side and butterfly pose.",
      "A brisk 10-minute walk in morning daylight tomorrow: daylight early in the day helps your body find its sleep time.",
    ],
  },
  general: {
    meals: [
      "A plate with half vegetables, a quarter dal, paneer or eggs and a quarter roti or rice, with a bowl of curd.",
      "Besan chilla with grated vegetables and green chutney: quick, protein-rich and easy to pack.",
      "A bowl of sprouts or chana chaat with lemon and onion as your evening snack instead of fried namkeen.",
      "Vegetable daliya with a glass of buttermilk: a light, wholesome meal for any time of day.",
    ],
    activities: [
      "A brisk 10-minute walk after your next meal, at a pace where you can talk but not sing.",
      "Ten minutes of bodyweight moves: 10 squats, 10 wall push-ups, 20 seconds of plank and 10 lunges, two or three rounds.",
      "Five slow rounds of Surya Namaskar, then a few minutes of relaxed breathing in Sukhasana.",
      "Skip the lift and take the stairs for a few floors, then walk for the rest of the 10 minutes.",
    ],
  },
};
