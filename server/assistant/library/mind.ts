// The mental assistant's and the thought reframer's offline library. Tips are small things
// to try today; reframes are 2-4 sentences (spec 2 §7) that answer the shape of a thought
// without repeating it. Nothing here diagnoses; lasting distress is pointed to people.
import { TELE_MANAS } from "../../../crisis/helpline";

export type MoodKind = "anxious" | "low" | "sleepless" | "overwhelmed" | "lonely" | "angry" | "general";
export type ThoughtPattern = "self-criticism" | "catastrophe" | "comparison" | "judgement" | "worry" | "should" | "general";

export const MOOD_WORDS: readonly (readonly [MoodKind, RegExp])[] = [
  ["lonely", /lonely|alone|isolated|no friends|left out|homesick/],
  ["angry", /angry|anger|irritat|frustrat|annoyed|furious|snap(?:ped)? at/],
  ["sleepless", /sleep(?!y)|insomnia|awake at night|racing thoughts at night/],
  ["low", /\blow\b|\bsad|\bdown\b|unmotivated|empty|hopeless|\bcry|numb|\bdull|demotivated/],
  ["anxious", /anxi|worr|nervous|panic|tense|on edge|uneasy|scared|afraid/],
  ["overwhelmed", /overwhelm|too much|workload|deadline|exam|burn(?:ed|t)? ?out|pressure|no time|stress/],
];

export const MOOD_TIPS: Readonly<Record<MoodKind, readonly string[]>> = {
  anxious: [
    "Try 4-7-8 breathing for four rounds: breathe in through the nose for 4, hold for 7, breathe out slowly for 8. A longer out-breath tells your body it is safe to slow down.",
    "Ground yourself with 5-4-3-2-1: name five things you see, four you can touch, three you hear, two you smell and one you taste. It pulls your attention out of the worry and into the room.",
    "Write the worry down, then one small step you can take on it today, and one thing that is outside your control. Act on the step and let the paper hold the rest for now.",
    "Step outside for ten minutes of slow walking without your phone, and cut down on tea or coffee for the rest of the day; caffeine can make a racing mind race faster.",
  ],
  low: [
    "Pick one very small thing and do it now: open a window, have a glass of water, or step into the sun for five minutes. On low days, tiny actions come before motivation, not after it.",
    "Message or call one person you feel easy with, even just to say hello. You don't have to explain how you feel; a little connection often lifts the weight a bit.",
    "Write three small things that went all right today, however ordinary: a good cup of chai, a kind word, a task finished. It trains your attention to notice what is not going wrong.",
    `Go for a short walk in daylight and let yourself move slowly. If low days have lasted two weeks or more, please talk to a doctor or counsellor; Tele-MANAS (${TELE_MANAS.shortNumber}) is free and confidential.`,
  ],
  sleepless: [
    "Keep a notebook by your bed and write down whatever keeps circling, then close it: the thoughts will be there in the morning. Keep the same wake-up time every day, even after a bad night.",
    "Put screens away 30-60 minutes before bed and dim the lights; read something gentle instead. If you can't sleep after about 20 minutes, get up and sit quietly in low light until you feel sleepy.",
    "Try a slow body scan in bed: starting at your toes, notice and soften each part of your body up to your forehead, breathing out a little longer than you breathe in.",
  ],
  overwhelmed: [
    "Make a list of everything on your mind, then circle just the one thing that matters most today. Do the first 10 minutes of it; starting is usually the hardest part.",
    "Work in 25-minute blocks with a 5-minute break away from the screen, and tell one person what you are dropping or delaying this week. Saying no to one thing is saying yes to your health.",
    "Take three slow breaths before each new task, and give yourself a proper lunch break away from your desk. A rested mind gets through a list faster than a tired one.",
  ],
  lonely: [
    "Reach out to one person today with something specific: an old photo, a song, or a question about their day. Small, regular contact builds closeness more than rare long calls.",
    "Spend an hour somewhere with people around: a park, a library, a temple or gurdwara, a community class. Being among others, even quietly, eases the feeling of being alone.",
    "Join one group built around something you enjoy, like a walking group, a book club or a volunteer drive. Shared activity makes starting a conversation much easier.",
  ],
  angry: [
    "Before you reply to anyone, pause for ten slow breaths or step away for a short walk. Anger fades fastest when it has a moment to settle before words come out.",
    "Name the feeling precisely: hurt, disrespected, tired, unheard? Then write what you need, not what the other person did wrong; it makes the next conversation calmer.",
    "Burn off the energy safely: a brisk walk, stairs, or a few minutes of fast movement. Then come back to the problem with a cooler head.",
  ],
  general: [
    "Give yourself a 10-minute pause today with no phone: a walk, a cup of chai by the window, or simply sitting and breathing slowly. Small daily pauses protect your mind.",
    "End the day by writing down one thing you did well and one thing you are grateful for. It takes two minutes and gently shifts where your attention goes.",
    "Keep regular times for waking, meals and sleep (7-8 hours); a steady routine makes emotions steadier too.",
    "Talk to someone you trust about how your week is going. Saying things out loud often makes them feel lighter and clearer.",
  ],
};

export const THOUGHT_WORDS: readonly (readonly [ThoughtPattern, RegExp])[] = [
  ["judgement", /(?:everyone|they|people|he|she|boss|others) (?:will )?(?:thinks?|judges?|hates?|laughs?)|what will people (?:say|think)|log kya kahenge/],
  ["comparison", /everyone else|others are|compared|behind (?:my|everyone|others)|my friends (?:all|have|are)|better than me/],
  ["self-criticism", /failure|not good enough|useless|stupid|worthless|idiot|i'?m bad at|can'?t do anything|my fault|hate myself/],
  ["catastrophe", /always|never|ruined|everything is|nothing (?:ever|works|goes)|disaster|worst|over for me/],
  ["worry", /what if|will fail|going to fail|afraid|scared|worried|won'?t (?:get|be able)/],
  ["should", /\bshould\b|\bmust\b|have to be perfect|supposed to/],
];

export const REFRAMES: Readonly<Record<ThoughtPattern, readonly string[]>> = {
  "self-criticism": [
    "A hard moment doesn't make you a failure; it makes you a person who is trying something difficult. Think of how you would speak to a close friend in the same spot, and offer yourself that same patience. What is one thing you handled reasonably well today?",
    "Mistakes are information, not a verdict on who you are. You can own what went wrong and still see the effort and good intentions behind it. A kinder version might be: 'I didn't get this right yet, and I can learn what to do differently.'",
    "The harsh voice in your head is trying to protect you, but it is not telling the whole story. List one strength that has carried you through a tough time before; it is still part of you today.",
  ],
  catastrophe: [
    "When things feel like 'always' or 'never', the mind is painting the whole picture with one dark brush. Look for one exception, even a small one, where things went differently. This is a difficult chapter, not the whole story.",
    "It feels huge right now, and that feeling is real. But most setbacks are smaller and more fixable a week later than they look in the moment. What is the next small step that would make things even a little better?",
    "Try asking: what is the worst that could realistically happen, what is the best, and what is most likely? The most likely outcome is usually far more manageable than the one your worry has been rehearsing.",
  ],
  comparison: [
    "You are comparing your behind-the-scenes with other people's highlights. Everyone moves at their own pace, with struggles you can't see. A fairer measure is where you are now compared with where you were a year ago.",
    "Someone else's progress doesn't take anything away from yours. Let their success show you what's possible, and then choose one small step that fits your own path and your own timing.",
    "Life isn't a single race with one finish line. Your circumstances, responsibilities and strengths are your own, and it is kinder and more useful to set goals that fit them.",
  ],
  judgement: [
    "You can't know for certain what others are thinking, and people are usually far more caught up in their own worries than in judging us. What would you say if you saw a friend in the same situation? Most people would be kinder than the voice in your head.",
    "'Log kya kahenge' can weigh a lot, but their opinions don't decide your worth. The people who matter most to you are likely to understand more than you expect. You are allowed to live by your own values.",
    "If someone does judge you, that says as much about their view as about you. Try: 'Some people may not understand, and that's okay; I know why I'm doing this.'",
  ],
  worry: [
    "Worry is trying to prepare you, but it often rehearses the worst outcome as if it were certain. You have coped with uncertain things before. Focus on the one part of this you can prepare for today, and let the rest wait until it actually arrives.",
    "'What if it goes wrong?' has a twin question: 'What if it goes right?' Both are possible. Whatever happens, you can respond one step at a time, and you don't have to solve tomorrow tonight.",
    "Feeling afraid before something important usually means it matters to you, not that you will fail. Breathe slowly, plan one concrete next step, and give yourself credit for facing it.",
  ],
  should: [
    "'Should' and 'must' set a bar of perfection that nobody meets all the time. Try swapping it for 'I'd like to' or 'I'm working towards'; the goal stays, but the pressure eases.",
    "You are holding yourself to a standard you would never ask of someone you love. Doing your reasonable best, with rest in between, is enough, and it tends to get better results than pushing yourself to exhaustion.",
    "Ask whose rule this 'should' really is, and whether it still fits your life today. Keep the parts that matter to you and gently let go of the rest.",
  ],
  general: [
    "This thought feels true right now, but thoughts are not facts, especially when you're tired or stressed. Look at the situation as a kind friend would: what would they point out that you might be missing? You are doing the best you can with what you have today.",
    "It makes sense that this is weighing on you. Try holding it a little more lightly: 'This is hard, and I can take one small step at a time.' Small steps count, and you don't have to fix everything at once.",
    "Notice how much you care in this situation; that care is a strength. Be as patient with yourself as you would be with someone you love, and remember that feelings, even heavy ones, change with time.",
    "Instead of asking 'why is this happening to me?', try 'what is one thing within my control right now?' Focusing on that one thing turns a heavy thought into a next step.",
  ],
};
