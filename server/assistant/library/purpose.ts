// The purpose panels' offline library (spec 2 §2, inner, shared and exploratory purpose):
// one nudge per press, small enough to do this week, rooted in everyday Indian life.
import type { PurposeKind } from "../prompt-kind";

export const PURPOSE_NUDGES: Readonly<Record<PurposeKind, readonly string[]>> = {
  reflection: [
    "Reflection prompt: What is one moment from this week that you'd like to remember a year from now, and why did it matter to you?",
    "Reflection prompt: If the person you were five years ago could see your life today, what would surprise them most, and what would make them proud?",
    "Reflection prompt: What drained your energy this week and what gave you energy? What is one small change that would tilt next week towards the second list?",
    "Reflection prompt: Which value do you want to live by more fully this month (honesty, patience, courage, generosity)? Where did you see it in your actions this week?",
    "Reflection prompt: What worry have you been carrying that you could set down, and what would you do with the space it leaves?",
    "Reflection prompt: Who shaped the person you are today, and what did they teach you that you still use?",
    "Reflection prompt: What would a 'good enough' day look like for you, not a perfect one? Write it in three sentences.",
  ],
  mindfulness: [
    "Mindfulness exercise (3 minutes): sit comfortably, close your eyes and count ten slow breaths, noticing the air cool at your nostrils and warm as you breathe out. If your mind wanders, gently start again at one.",
    "Mindfulness exercise (5 minutes), mindful chai: make your next cup slowly. Notice the sound of the water, the smell of the ginger or elaichi, the warmth of the cup in your hands, and take the first three sips with full attention.",
    "Mindfulness exercise (2 minutes), a five-senses pause: wherever you are, name five things you see, four you hear, three you can touch, two you smell and one you taste. It brings you back to the present.",
    "Mindfulness exercise (5 minutes), a body scan: lying or sitting, move your attention slowly from your toes to the top of your head, noticing each area and softening any tension you find without judging it.",
    "Mindfulness exercise (10 minutes), a mindful walk: walk a little slower than usual and notice your feet touching the ground, the sounds around you and the feel of the air. No phone, no destination.",
    "Mindfulness exercise (2 minutes), box breathing: breathe in for 4 counts, hold for 4, breathe out for 4, hold for 4. Repeat for six rounds whenever you switch from one task to the next.",
    "Mindfulness exercise (5 minutes), gentle anulom vilom: sitting upright, breathe in through the left nostril and out through the right, then in through the right and out through the left, for five slow minutes. Stop if you feel dizzy.",
  ],
  learning: [
    "Learning topic: personal finance basics. Spend 20 minutes this week on how SIPs, PPF and term insurance work; understanding them can save you lakhs over a lifetime.",
    "Learning topic: first aid and CPR. A short course or a trusted video can teach you what to do in the minutes before help arrives.",
    "Learning topic: a new Indian language. Learn ten everyday phrases of a language spoken by a colleague or neighbour, and try them out this week.",
    "Learning topic: the history of your own city or town. Read about one old building or market near you, then go and see it with fresh eyes.",
    "Learning topic: cooking one traditional dish from another state, like Assamese masor tenga or Kerala avial, from a family member or a recipe.",
    "Learning topic: basic spreadsheets. Twenty minutes a day for a week is enough to track your budget and goals in one sheet.",
    "Learning topic: how sleep works. Understanding sleep cycles and why 7-8 hours matters can change your evenings for the better.",
  ],
  family: [
    "Family connection idea: cook one family recipe together this weekend and ask the eldest person present where they learned it. Write the recipe and the story down.",
    "Family connection idea: start a 'no-phone dinner' once a week, and go around the table with one good thing and one hard thing from each person's week.",
    "Family connection idea: look through an old photo album with your parents or grandparents and ask about one picture you know nothing about.",
    "Family connection idea: call a relative you haven't spoken to in a while, just to ask how they are, with no reason or request.",
    "Family connection idea: take an evening walk with a family member after dinner, and let them choose the route and the topic.",
    "Family connection idea: play a board game, carrom or cards together this week; light play builds closeness without needing big conversations.",
    "Family connection idea: write a short note of thanks to a parent, sibling or child for something specific they did for you, and leave it where they will find it.",
  ],
  community: [
    "Community action idea: organise a 30-minute clean-up of your lane, park or building compound with two or three neighbours this weekend.",
    "Community action idea: start a small book or toy exchange shelf in your society or workplace, and add the first few items yourself.",
    "Community action idea: offer an hour a week to teach a child or an adult in your area to read, use a phone, or do basic maths.",
    "Community action idea: check on an elderly neighbour who lives alone; offer to pick up groceries or medicines when you go out.",
    "Community action idea: join or donate to a blood donation camp near you, or register as a voluntary blood donor.",
    "Community action idea: put out a shallow bowl of water for birds and street animals on your balcony or gate, and invite neighbours to do the same in summer.",
    "Community action idea: support one local vendor or artisan this week and recommend them to three people you know.",
  ],
  relationship: [
    "Relationship nudge: send a friend a message about a specific memory you share, and ask how they are really doing.",
    "Relationship nudge: in your next conversation, listen fully without planning your reply or checking your phone, and ask one follow-up question.",
    "Relationship nudge: tell someone close to you one specific thing you appreciate about them; being specific makes it land.",
    "Relationship nudge: plan a simple meet-up with a friend you've been meaning to see, like a chai, a walk or a meal, and put a date on it today.",
    "Relationship nudge: if there is a small misunderstanding you've been avoiding, reach out with a gentle 'I've been thinking about our conversation, can we talk?'",
    "Relationship nudge: remember an upcoming birthday or exam of someone you care about and wish them in advance with a personal note.",
    "Relationship nudge: share something you're learning or struggling with; letting people in is how friendships deepen.",
  ],
  hobby: [
    "Hobby to try: gardening on a windowsill or balcony. Start with easy plants like tulsi, mint, money plant or methi, and watch them grow over a few weeks.",
    "Hobby to try: sketching for 15 minutes a day with just a pencil and a notebook; draw whatever is in front of you, a cup, a plant, a shoe.",
    "Hobby to try: learning a simple instrument like the harmonica, ukulele or a keyboard app, with one short song as your first goal.",
    "Hobby to try: photography with your phone. Pick a theme for a week (doors, shadows, street food) and take one thoughtful photo a day.",
    "Hobby to try: cooking one new dish every weekend, from a different state or country each time.",
    "Hobby to try: journaling or writing short stories, ten minutes before bed, with no rules about spelling or style.",
    "Hobby to try: a craft like origami, clay modelling, crochet or block printing; many cities have affordable weekend workshops.",
  ],
  travel: [
    "Local travel idea: visit a heritage site, old fort, stepwell or temple within an hour of home that you've never properly explored, and read about its history first.",
    "Local travel idea: take an early morning trip to a nearby lake, hill or river bank to watch the sunrise, with a flask of chai and a simple breakfast.",
    "Local travel idea: explore an old market or neighbourhood of your city on foot, tasting one local snack you haven't tried before.",
    "Local travel idea: spend a morning in a nearby botanical garden, bird sanctuary or nature trail; carry water and leave nothing behind but footprints.",
    "Local travel idea: take a local train or bus to the end of the line and walk around wherever you land for an hour.",
    "Local travel idea: visit your city's museum or a craft village nearby, and pick one object or craft to learn more about.",
    "Local travel idea: plan a day trip with a friend to a nearby town known for one thing, a sweet, a textile or a festival, and experience it first-hand.",
  ],
  kindness: [
    "Act of kindness: thank a worker you usually pass by, like the security guard, the sweeper or the delivery person, by name, and offer a glass of water or chai.",
    "Act of kindness: send a message to a teacher or mentor who helped you, telling them what difference they made.",
    "Act of kindness: give away clothes, books or utensils you no longer use to someone who needs them or to a local collection drive.",
    "Act of kindness: help someone with a small task they find hard, such as filling a form, booking a ticket or using a phone app.",
    "Act of kindness: leave an honest, positive review for a small local business or home-based cook you like.",
    "Act of kindness: pay for a stranger's chai, or share your umbrella or seat with someone who needs it more.",
    "Act of kindness: listen without interrupting to someone who seems to need to talk today, and simply say, 'That sounds hard; I'm glad you told me.'",
  ],
};

/** A prompt no panel sent: a few general wellbeing ideas. */
export const GENERAL_TIPS: readonly string[] = [
  "A small step for today: drink a glass of water, step outside for ten minutes of daylight and movement, and go to bed at a regular time tonight (7-8 hours of sleep is the aim).",
  "Try a simple weekly reset: plan three home-cooked meals, two short walks and one call with someone you care about. Small, regular habits matter more than big plans.",
  "Look after all three: body (move a little every day), mind (a few minutes of quiet), and money (keep an emergency fund of 3-6 months of expenses). Pick one to improve this week.",
  "Ask yourself what you need most right now: rest, movement, food, company or quiet. Then give yourself a little of it within the next hour.",
];
