// /purpose/exploratory (spec 2 §2, §7): New Experiences & Hobbies, Travel & Nature,
// Volunteering & Giving Back, and three nudge buttons with the spec's prompts. The cards'
// wording is ours.
import { PurposeTopic, type PurposeTopicContent } from "./purpose-topic";

export const EXPLORATORY_PURPOSE: PurposeTopicContent = {
  title: "Exploratory Purpose",
  lead: "Trying new things keeps life from shrinking to work and screens. Exploratory purpose is curiosity put into action: a hobby, a place, a way to help.",
  cardsHeading: "Three ways to explore",
  cards: [
    {
      title: "New Experiences & Hobbies",
      body: "Pick something you have never tried: pottery, a folk dance, gardening on the balcony, birdwatching, chess, baking. Give it four weekends before deciding whether it is for you.",
    },
    {
      title: "Travel & Nature",
      body: "Adventure does not need a passport. A heritage walk in your own city, a sunrise trek an hour away, a lake, a fort or a forest reserve on a weekend: nearby places are cheaper and often less crowded.",
    },
    {
      title: "Volunteering & Giving Back",
      body: "Teach at a local NGO, donate blood, help at an animal shelter, or give a small monthly amount to a cause you have checked out. Giving time or money to others is one of the surest ways to feel useful.",
    },
  ],
  nudgeHeading: "Get an exploration nudge",
  nudges: [
    { label: "Suggest a New Hobby", prompt: "Suggest a new hobby for me to try." },
    { label: "Give a Local Travel Idea", prompt: "Give a local travel idea to explore nearby." },
    { label: "Suggest an Act of Kindness", prompt: "Suggest a small act of kindness I can do today." },
  ],
  placeholder: "Your exploration nudge will appear here.",
};

export function ExploratoryPurposePage() {
  return <PurposeTopic content={EXPLORATORY_PURPOSE} path="/purpose/exploratory" />;
}
