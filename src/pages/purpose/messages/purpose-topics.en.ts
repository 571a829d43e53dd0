// The three purpose pages (spec 2 §2) and their nudge panel, English: titles, leads, cards,
// the buttons' labels and placeholders. The prompts the buttons send are the spec's fixed
// sentences, kept in the pages' code (the server recognises them in every language).
export const messages = {
  inner: {
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
      "Get a Reflection Prompt",
      "Get a Mindfulness Exercise",
      "Suggest a Learning Topic",
    ],
    placeholder: "Your nudge will appear here.",
  },
  shared: {
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
      "Get a Family Connection Idea",
      "Get a Community Action Idea",
      "Get a Relationship Nudge",
    ],
    placeholder: "Your connection nudge will appear here.",
  },
  exploratory: {
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
      "Suggest a New Hobby",
      "Give a Local Travel Idea",
      "Suggest an Act of Kindness",
    ],
    placeholder: "Your exploration nudge will appear here.",
  },
  more: "More on purpose",
  links: { inner: "Inner purpose", shared: "Shared purpose", exploratory: "Exploratory purpose" },
  panel: {
    note: "Press a button for a short, practical suggestion written by our AI assistant.",
    loading: "Loading...",
    failed: "Failed to get suggestion. Try again.",
    offline: "You are offline. Suggestions need a connection: press a button again when you are back online.",
  },
};

export type PurposeMessages = typeof messages;
