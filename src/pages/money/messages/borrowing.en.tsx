// /money/borrowing (spec 2 §2): good versus harmful borrowing, the sample credit-score check,
// the three rules of smart borrowing (with the under-30% advice), and links to the EMI
// calculator and the debt strategies page. The page's body in English.
import { Link } from "../../../i18n/link";
import { NextSteps, PageIntro } from "../../page-parts";
import type { ReactNode } from "react";
import type { PageContent } from "../../../i18n/catalogue";

/** What the page hands its body to place. */
export interface BorrowingProps {
  /** The sample credit-score check, shown under the credit score section. */
  check: ReactNode;
}

const RULES = [
  {
    title: "Borrow for what grows, not for what goes",
    body: "A loan for a home, an education or a business can pay you back. A loan for a holiday, a phone or a party only adds interest to something you have already used. Save up for wants instead.",
  },
  {
    title: "Know the full cost before you sign",
    body: "Look past the EMI: compare the interest rate, processing fee, insurance bundled with the loan and prepayment charges. A longer tenure lowers the EMI but raises the total interest. Keep all your EMIs together under about 40% of take-home pay.",
  },
  {
    title: "Pay on time, and use under 30% of your credit limit",
    body: "Pay every EMI and the full credit card bill by the due date; set up auto-debit so you never forget. Keep your card balance under 30% of its limit: on a ₹1,00,000 limit, stay below ₹30,000. Both habits raise your credit score.",
  },
];

function Content({ check }: BorrowingProps) {
  return (
    <div className="container page">
      <PageIntro
        title="Borrowing"
        lead="A loan lets you use tomorrow's income today. Used well, it buys a home or an education years earlier. Used carelessly, it turns your salary into a string of EMIs. Here is how to tell the two apart."
      />

      <section className="page-section" aria-labelledby="good-harmful">
        <h2 id="good-harmful">Good borrowing and harmful borrowing</h2>
        <div className="compare">
          <article className="card good">
            <h3>Good borrowing</h3>
            <ul>
              <li>A home loan for a house you will live in: it builds an asset, at one of the lowest interest rates available.</li>
              <li>An education loan for a course that raises your earnings; under the old tax regime its interest is deductible under section 80E.</li>
              <li>A business loan with a clear plan to repay it from the income it brings.</li>
              <li>Always: a rate you have compared, and an EMI that still leaves room to save.</li>
            </ul>
          </article>
          <article className="card harmful">
            <h3>Harmful borrowing</h3>
            <ul>
              <li>Carrying a credit card balance: unpaid amounts often cost 36-45% a year, and paying only the minimum keeps you in debt for years.</li>
              <li>Personal loans or buy-now-pay-later for gadgets, holidays or a grand wedding.</li>
              <li>Instant loan apps not linked to an RBI-regulated bank or NBFC: high hidden charges and harassment when you fall behind.</li>
              <li>A new loan to pay an old one: a sign to stop and make a repayment plan.</li>
            </ul>
          </article>
        </div>
      </section>

      <section className="page-section" aria-labelledby="credit-score">
        <h2 id="credit-score">Your credit score</h2>
        <div className="prose">
          <p>
            Credit bureaus such as CIBIL, Experian, Equifax and CRIF High Mark give you a score from 300 to 900 based on how you have repaid loans
            and cards. Lenders generally treat about 750 and above as good, and a good score can mean faster approval and a lower interest rate.
          </p>
          <p>
            Each bureau must give you one free full credit report a year: check yours for loans you do not recognise. Try the sample check below to
            see how a score is shown.
          </p>
        </div>
        {check}
      </section>

      <section className="page-section" aria-labelledby="smart-rules">
        <h2 id="smart-rules">Three rules of smart borrowing</h2>
        <ol className="rules">
          {RULES.map((rule) => (
            <li key={rule.title}>
              <h3>{rule.title}</h3>
              <p>{rule.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-section prose" aria-labelledby="already-borrowed">
        <h2 id="already-borrowed">Already have several loans?</h2>
        <p>
          List them, keep paying every minimum, and put anything extra on one debt at a time. The{" "}
          <Link to="/money/borrowing/debt-strategies">debt strategies page</Link> compares the snowball method (smallest balance first) with the
          avalanche method (highest interest first).
        </p>
      </section>

      <NextSteps
        links={[
          { to: "/tools/emi", label: "EMI Calculator" },
          { to: "/money/borrowing/debt-strategies", label: "Debt strategies" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<BorrowingProps> = { Content };
