// Titles and one-line descriptions of the explainer pages, shown by info-page.tsx until each
// page's full content is written (spec 1 §2 route table; spec 2 §2).
export interface PageInfo {
  title: string;
  description: string;
}

export const PAGE_CATALOG: Record<string, PageInfo> = {
  "/money": { title: "Money", description: "Budgeting, saving, investing, borrowing, protection and the tools hub." },
  "/money/budgeting": { title: "Budgeting", description: "Know where your money goes each month, and keep some of it." },
  "/money/saving": { title: "Saving", description: "An emergency fund first, then savings that beat inflation." },
  "/money/investing": { title: "Investing", description: "SIPs, mutual funds, PPF, NPS and FDs: what each is for." },
  "/money/borrowing": { title: "Borrowing", description: "Good and harmful borrowing, your credit score, and the rules of smart borrowing." },
  "/money/borrowing/debt-strategies": { title: "Debt strategies", description: "Snowball or avalanche: the order in which to repay your debts." },
  "/money/protection": { title: "Protection", description: "Health and term insurance: the umbrella under your plans." },
  "/money/protection/jargon-buster": { title: "Insurance jargon buster", description: "Six insurance terms in plain language." },
  "/health": { title: "Health", description: "Physical, mental and financial wellness." },
  "/health/physical-wellness": { title: "Physical wellness", description: "Sleep, food and movement that fit an Indian day." },
  "/health/mental-wellness": { title: "Mental wellness", description: "Small habits for a calmer mind, and a thought reframer." },
  "/health/financial-wellness": { title: "Financial wellness", description: "Health insurance, a medical emergency fund, and smart healthcare spending." },
  "/purpose": { title: "Purpose", description: "Inner, shared and exploratory purpose." },
  "/purpose/inner": { title: "Inner purpose", description: "Self-reflection, spirituality and continuous learning." },
  "/purpose/shared": { title: "Shared purpose", description: "Family, community and relationships." },
  "/purpose/exploratory": { title: "Exploratory purpose", description: "New experiences, travel and giving back." },
  "/goals": { title: "Goals", description: "Plan each goal with the monthly investment it needs." },
  "/login": { title: "Login / Sign Up", description: "Log in to save your calculator plans." },
  "/blog": { title: "Content & Community", description: "Articles and community stories are coming soon." },
  "/contact": { title: "Contact us", description: "Write to us and we will get back to you." },
};
