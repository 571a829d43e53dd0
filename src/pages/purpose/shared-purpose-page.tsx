// /purpose/shared (spec 2 §2, §7): Family, Community, Relationships, and three nudge buttons
// with the spec's prompts. The cards' wording is ours.
import { PurposeTopic, type PurposeTopicContent } from "./purpose-topic";

export const SHARED_PURPOSE: PurposeTopicContent = {
  title: "Shared Purpose",
  lead: "Much of what makes life meaningful happens between people. Shared purpose is about showing up for family, neighbours and friends in small, regular ways.",
  cardsHeading: "Three circles of connection",
  cards: [
    {
      title: "Family",
      body: "Share one meal a day without phones, call your parents or grandparents on a fixed day each week, and ask the elders about their lives: their stories are part of yours.",
    },
    {
      title: "Community",
      body: "Join your housing society's clean-up drive, help a neighbour's child with homework, or buy from the local kirana and vegetable vendor who know you by name. Communities are built one favour at a time.",
    },
    {
      title: "Relationships",
      body: "Friendships fade without contact, not from arguments. Send a voice note to a friend you have not spoken to in months, remember birthdays, and listen more than you advise.",
    },
  ],
  nudgeHeading: "Get a connection nudge",
  nudges: [
    { label: "Get a Family Connection Idea", prompt: "Give me a family connection idea." },
    { label: "Get a Community Action Idea", prompt: "Give me a community action idea." },
    { label: "Get a Relationship Nudge", prompt: "Give me a friendship/relationship nudge." },
  ],
  placeholder: "Your connection nudge will appear here.",
};

export function SharedPurposePage() {
  return <PurposeTopic content={SHARED_PURPOSE} path="/purpose/shared" />;
}
