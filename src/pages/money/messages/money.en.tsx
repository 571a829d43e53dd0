// /money: the Money hero with its six module cards (spec 1 §2 route table).
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const MODULES: readonly LinkCardInfo[] = [
  {
    to: "/money/budgeting",
    title: "Budgeting",
    body: "Know where your salary goes each month, split it between needs, wants and savings, and make saving the first expense.",
  },
  {
    to: "/money/saving",
    title: "Saving",
    body: "An emergency fund first, then the right home for each saving goal: savings account, FD, RD, liquid fund, PPF.",
  },
  {
    to: "/money/investing",
    title: "Investing",
    body: "Beat inflation over the long run: SIPs in mutual funds, PPF, NPS and EPF, and how to match each to a goal.",
  },
  {
    to: "/money/borrowing",
    title: "Borrowing",
    body: "Good loans and harmful ones, your credit score, and three rules that keep EMIs from running your life.",
  },
  {
    to: "/money/protection",
    title: "Protection",
    body: "Health and term insurance: the umbrella that keeps one bad event from wiping out years of saving.",
  },
  {
    to: "/money/financial",
    title: "Financial tools",
    body: "SIP, EMI, FD, RD, retirement and goal calculators, all in your browser, in rupees, with every step shown.",
  },
];

function Content() {
  return (
    <div className="container page">
      <section className="money-hero">
        <PageIntro
          title="Money"
          lead="Money works best in a simple order: spend less than you earn, keep an emergency fund, protect your family with the right insurance, borrow only for things that pay you back, and invest the rest for your goals. Each module below takes one step at a time, in plain language."
        />
      </section>
      <LinkCards cards={MODULES} label="Money modules" />
      <section className="page-section callout" aria-label="Where to start">
        <p>
          <strong>Not sure where to start?</strong> Write down one month of spending with the budget planner, then build three months of expenses as
          an emergency fund before you invest for anything else.
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
