// The home page with its FAQ, privacy and terms sections (the footer's #faq, #privacy, #terms).
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../crisis/helpline";

export const messages = {
  lead: "Clear explanations of money, health and purpose for people in India, and calculators that show exactly how every number is worked out. They run in your browser: what you type stays on your device.",
  openCalculators: "Open the calculators",
  moneyBasics: "Start with money basics",
  questionsHeading: "Start with a question",
  questions: {
    sip: "How much will my monthly SIP grow to?",
    emi: "What will my loan EMI be, and how much interest will I pay?",
    retirement: "How big a corpus do I need to retire?",
    emergency: "How large should my emergency fund be?",
  },
  pillarsHeading: "Three pillars",
  pillars: {
    money: {
      title: "Money",
      body: "Budgeting, saving, investing, borrowing and insurance explained in plain words, with calculators for SIPs, loans, deposits, retirement and life goals.",
    },
    health: {
      title: "Health",
      body: "Everyday physical and mental wellness, and the money side of health: insurance that actually pays, and a medical emergency fund.",
    },
    purpose: {
      title: "Purpose",
      body: "Small, practical nudges for reflection, for the people around you, and for trying something new.",
    },
  },
  popularHeading: "Most-used calculators",
  popular: {
    sip: { title: "SIP", body: "What a monthly investment grows to" },
    emi: { title: "EMI", body: "Your loan instalment and full schedule" },
    incomeTax: { title: "Income tax", body: "Old vs new regime, and which one saves more" },
    retirement: { title: "Retirement", body: "The corpus you need, and the SIP that builds it" },
    fd: { title: "FD", body: "Fixed deposit maturity, quarterly compounding" },
    ppf: { title: "PPF", body: "Public Provident Fund maturity, year by year" },
    crore: { title: "First crore", body: "When your SIP reaches ₹1 crore" },
    budget: { title: "Budget", body: "Where this month's income goes" },
  },
  allTools: "All tools and goal planners →",
  faqHeading: "Frequently asked questions",
  faq: [
    {
      q: "Are the calculators accurate?",
      a: "They compute in full precision and round only when showing a figure, so results are exact to the rupee for the method stated under each calculator. Every calculator says its convention (for example, SIP payments at the start of each month, compounded monthly), because two websites often disagree only because they assume different conventions.",
    },
    {
      q: "Why does my bank's FD or RD figure differ slightly?",
      a: "Banks quote FDs and RDs with quarterly compounding, which we follow, but they may round interest each quarter, count days instead of months, or deduct TDS. Our figure is the maturity value before tax; your bank's deposit advice is the final word.",
    },
    {
      q: "What return should I assume for a SIP?",
      a: "Nobody knows future returns. Long-run figures for diversified Indian equity funds have often been in the 10-12% range, but years of losses happen. Try a cautious rate as well as a hopeful one, and look at how much the difference matters with the Difference in Returns calculator.",
    },
    {
      q: "Do I need an account?",
      a: "No. Every page and calculator is open to everyone. An account only lets you save a calculator's inputs as a named plan and open it again on another device.",
    },
    {
      q: "Is this financial advice?",
      a: "No. It is education and arithmetic. For decisions about your own money, taxes or health, speak to a SEBI-registered investment adviser, a chartered accountant or a doctor as appropriate.",
    },
  ],
  privacyHeading: "Privacy",
  privacyIntro: "We keep as little about you as we can, and we say exactly what it is:",
  /** Each item: `text` with `{strong}` where the bold lead-in goes. */
  privacy: [
    {
      strong: "Calculators run in your browser and send nothing.",
      text: "{strong} The numbers you enter are computed on your own device; they appear in the page address only so that you can bookmark or share a calculation.",
    },
    { strong: "Contact messages", text: "{strong} (your name, email, phone number and message) are stored on our server so that we can reply to you." },
    { strong: "Accounts", text: "{strong}, if you create one, store your name, your email, a securely hashed password and the plans you choose to save." },
    {
      strong: "The wellness assistants",
      text: "{strong} send the text you type to our server to prepare a suggestion. We do not store it, and our logs never record it.",
    },
    { strong: "The sample credit-score check", text: "{strong} never sends your PAN anywhere: it stays in your browser and is not saved." },
    {
      strong: "",
      text: "Your theme and language choices and, if you log in, your session are kept in your browser's local storage. We use no advertising or tracking cookies.",
    },
  ],
  privacyClose:
    "To see or delete what we hold about you, write to us through the contact page. We handle personal data in line with India's Digital Personal Data Protection Act, 2023.",
  termsHeading: "Terms of use",
  terms: [
    "The content and calculators are for education. They are not investment, tax, legal or medical advice, and they are not an offer of any financial product.",
    "Calculators show what follows from the numbers and assumptions you enter. Real returns, interest rates, inflation and taxes vary; check important figures with your bank, fund house or adviser before you act.",
    `The AI suggestions are general wellness ideas. In a medical emergency call ${EMERGENCY_NUMBER}; for mental-health support call Tele-MANAS on ${TELE_MANAS.shortNumber}.`,
    "Please use the site lawfully and do not try to disrupt it. You may share links to any page and any calculation.",
  ],
};

export type HomeMessages = typeof messages;
