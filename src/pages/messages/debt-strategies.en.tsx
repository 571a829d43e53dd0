// /money/borrowing/debt-strategies (spec 2 §2, §9): snowball or avalanche, explained for Indian
// borrowers. The page's body in English; the tracker itself comes from the page.
import { Link } from "../../i18n/link";
import { DebtStrategiesLayout, type DebtStrategiesProps, type DebtStrategiesTexts } from "./debt-strategies-layout";
import type { PageContent } from "../../i18n/catalogue";

const TEXTS: DebtStrategiesTexts = {
  title: "Debt strategies: snowball or avalanche",
  lead: (
    <>
      When you owe on more than one card or loan, the order in which you clear them decides how long you stay in debt and how much interest you hand
      over. Two proven orders work: the snowball and the avalanche. Here is how each works, which suits you, and a tracker to try both on your own
      numbers.
    </>
  ),
  groundRules: {
    heading: "First, three ground rules",
    rules: [
      <>
        <strong>Pay the minimum due or EMI on every debt, every month.</strong> A missed payment brings late fees and is reported to credit bureaus
        such as CIBIL, which lowers your score and makes future loans dearer.
      </>,
      <>
        <strong>Stop adding to the pile.</strong> Put away the card you are repaying, or keep use well under 30% of its limit and pay the full bill.
      </>,
      <>
        <strong>Keep a small cushion.</strong> Even one month of essentials in the bank keeps a surprise bill from going straight back on the card.
        Work out a full <Link to="/tools/emergency">emergency fund</Link> once the costliest debt is gone.
      </>,
    ],
    extra: <>Everything you can pay beyond the minimums is your extra payment. The two strategies differ only in where that extra goes.</>,
  },
  snowball: {
    heading: "The snowball: smallest balance first",
    how: (
      <>
        List your debts from the smallest outstanding balance to the largest. Put every spare rupee on the smallest one while paying minimums on the
        rest. When it is gone, add its payment to the next smallest, and so on: the payment grows like a snowball rolling downhill.
      </>
    ),
    why: (
      <>
        <strong>Why it works:</strong> you close an account within months, not years. That early win, and one fewer bill to track, keeps many people
        going until the end.
      </>
    ),
    catch: (
      <>
        <strong>The catch:</strong> a large, expensive credit card balance may wait while you clear a cheap small loan, so you usually pay more
        interest in total.
      </>
    ),
  },
  avalanche: {
    heading: "The avalanche: highest interest first",
    how: (
      <>
        List your debts from the highest interest rate to the lowest. Put every spare rupee on the costliest one, pay minimums on the rest, and roll
        each cleared payment on to the next highest rate.
      </>
    ),
    why: (
      <>
        <strong>Why it works:</strong> every extra rupee stops the most expensive interest first, so the avalanche never costs more in interest than
        the snowball, and often finishes sooner.
      </>
    ),
    catch: (
      <>
        <strong>The catch:</strong> if your costliest debt is also your biggest, the first account may take a long time to close, and it can feel like
        nothing is happening.
      </>
    ),
  },
  rates: {
    heading: "What Indian debts typically cost",
    intro: (
      <>
        Rates differ by lender and by your credit score, so check your own statements. As a rough guide, this is the order in which an avalanche
        usually tackles them:
      </>
    ),
    tableLabel: "Typical interest rates of Indian debts",
    caption: "Typical interest rates (indicative)",
    columns: ["Debt", "Typical rate", "In an avalanche"],
    rows: [
      ["Credit card balance carried over", "about 36–42% a year (3–3.5% a month), plus GST on the interest", "Almost always first"],
      ["Instant loan apps, buy-now-pay-later past the free period", "often 24–36% a year or more, plus fees", "Early"],
      ["Personal loan", "roughly 10.5–24% a year", "Middle"],
      ["Two-wheeler or car loan", "roughly 8.5–16% a year", "Later"],
      ["Gold loan, loan against FD", "roughly 9–12% a year from banks", "Later"],
      ["Home loan", "roughly 8–9.5% a year, sometimes with tax benefits", "Usually last"],
    ],
    after: (
      <>
        A credit card balance at 42% a year costs ₹2,100 a month in interest on every ₹60,000 carried over. Paying only the minimum due (often 5% of
        the balance) can keep you in debt for years. That is why, in India, both strategies usually agree on one thing: clear revolving card debt
        first.
      </>
    ),
  },
  choice: {
    heading: "Which should you choose?",
    options: [
      <>
        <strong>Choose the avalanche</strong> if you are driven by the numbers and can stay patient: it saves the most money.
      </>,
      <>
        <strong>Choose the snowball</strong> if you have tried before and given up, or if you have several small dues (a BNPL bill, a small app loan,
        money owed to a relative) that clutter your month.
      </>,
      <>
        <strong>Or mix them:</strong> clear one or two tiny balances first for the quick win, then switch to the avalanche.
      </>,
    ],
    levers: (
      <>
        The best strategy is the one you keep to. Both beat paying minimums on everything. Other levers help whichever you pick: moving a card balance
        to a cheaper personal loan or a card EMI plan (compare the processing fee and the real rate), a loan against a fixed deposit or gold at a
        lower rate, and putting bonuses and increments toward debt. A home loan is usually your cheapest debt, so prepay it only after the costlier
        ones are gone; the <Link to="/tools/emi">EMI calculator</Link> shows how its interest adds up. More on borrowing well is on the{" "}
        <Link to="/money/borrowing">borrowing page</Link>.
      </>
    ),
  },
  tryIt: {
    heading: "Try both on your debts",
    debtNames: ["Credit card", "Personal loan", "Two-wheeler loan"],
    before: <>Enter each debt below, add what you can pay in total each month, and compare the two orders side by side. Or</>,
    exampleLink: "load an example",
    after: (
      <>: a ₹60,000 credit card at 42%, a ₹2,00,000 personal loan at 14% and a ₹40,000 two-wheeler loan at 11%, with ₹20,000 a month to repay them.</>
    ),
  },
};

function Content(props: DebtStrategiesProps) {
  return <DebtStrategiesLayout texts={TEXTS} {...props} />;
}

export const messages: PageContent<DebtStrategiesProps> = { Content };
