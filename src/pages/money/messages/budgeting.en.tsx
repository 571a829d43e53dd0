// /money/budgeting: the Budgeting module page (spec 1 §2; content ours, for Indian readers).
import type { PageContent } from "../../../i18n/catalogue";
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";

const STEPS = [
  {
    title: "Start from take-home pay",
    body: "Budget with what reaches your bank account after TDS, PF and professional tax, not your CTC. If your income varies, use the average of your three leanest months.",
  },
  {
    title: "List the fixed costs",
    body: "Rent, EMIs, school fees, insurance premiums, phone and internet, electricity, help at home: the amounts you pay whether or not you are careful that month.",
  },
  {
    title: "Then the variable ones",
    body: "Groceries, fuel and transport, eating out, shopping, subscriptions. Your UPI app and card statements show last month's figures in a few minutes.",
  },
  {
    title: "Spread the yearly costs",
    body: "Insurance renewals, school admission fees, Diwali and wedding gifts, vehicle servicing: divide each yearly amount by 12 and set it aside every month, so it never arrives as a shock.",
  },
];

const HABITS: readonly InfoCardInfo[] = [
  {
    title: "Needs, wants, savings",
    body: "A common starting split is 50/30/20: about half for needs, up to 30% for wants and at least 20% saved or invested. In an expensive city rent alone may take 40%; then trim wants first, not savings.",
  },
  {
    title: "Pay yourself first",
    body: "Set up your SIP or RD to go out a day or two after salary day. Money that leaves before you can spend it gets saved; money left for the end of the month rarely is.",
  },
  {
    title: "Keep EMIs in check",
    body: "Try to keep all your EMIs together under about 40% of take-home pay, and lower if you can. Above that, one surprise expense pushes you towards a credit card balance or a personal loan.",
  },
  {
    title: "Review once a month",
    body: "Ten minutes at the start of each month: compare what you planned with what happened, and fix the one category that went over. Budgets fail from being forgotten, not from being imperfect.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Budgeting"
        lead="A budget is not about cutting every treat. It is a plan for your salary, made before the month starts, so that saving happens on purpose and bills never surprise you."
      />
      <section className="page-section" aria-labelledby="budget-steps">
        <h2 id="budget-steps">Build your first budget in four steps</h2>
        <ol className="rules">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
        <p className="callout">
          Subtract the total from your income: what remains is what you can save or invest this month. The{" "}
          <Link to="/tools/budget">Monthly Budget Planner</Link> does the sums for you.
        </p>
      </section>
      <InfoCards heading="Habits that make a budget stick" headingId="budget-habits" cards={HABITS} />
      <NextSteps
        links={[
          { to: "/tools/budget", label: "Monthly Budget Planner" },
          { to: "/tools/emergency", label: "Emergency Fund Estimator" },
          { to: "/money/saving", label: "Saving: where to keep it" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
