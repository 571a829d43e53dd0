// /purpose/inner (spec 2 §2, §7): Self-Reflection, Spirituality, Continuous Learning, and
// three nudge buttons with the spec's prompts. The cards' wording is ours.
import { PurposeTopic, type PurposeTopicContent } from "./purpose-topic";

export const INNER_PURPOSE: PurposeTopicContent = {
  title: "Inner Purpose",
  lead: "Inner purpose is your relationship with yourself: knowing what matters to you, finding calm, and continuing to grow. It needs only a few quiet minutes a day.",
  cardsHeading: "Three ways to tend your inner life",
  cards: [
    {
      title: "Self-Reflection",
      body: "Spend five minutes at the end of the day with three questions: what went well, what was hard, and what did I learn? Over weeks, the answers show what gives you energy and what drains it.",
    },
    {
      title: "Spirituality",
      body: "For some it is prayer, puja or a visit to a place of worship; for others, silence, nature or music. Whatever your path, a regular moment of stillness puts daily worries in proportion.",
    },
    {
      title: "Continuous Learning",
      body: "Learn something just because it interests you: a language, an instrument, cooking from another region, a free online course. Ten minutes a day adds up to over 60 hours in a year.",
    },
  ],
  nudgeHeading: "Get an inner-purpose nudge",
  nudges: [
    { label: "Get a Reflection Prompt", prompt: "Give me a reflection prompt." },
    { label: "Get a Mindfulness Exercise", prompt: "Suggest a short mindfulness exercise." },
    { label: "Suggest a Learning Topic", prompt: "Suggest a learning topic." },
  ],
  placeholder: "Your nudge will appear here.",
};

export function InnerPurposePage() {
  return <PurposeTopic content={INNER_PURPOSE} path="/purpose/inner" />;
}
