// /money/saving: the Saving module page (spec 1 §2; content ours, for Indian readers).
import type { PageContent } from "../../../i18n/catalogue";
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";

const WHERE: readonly InfoCardInfo[] = [
  {
    title: "Savings account",
    body: "For spending money and the first part of your emergency fund. Available any time, but the interest is usually below inflation, so do not park long-term money here.",
  },
  {
    title: "Fixed deposit (FD)",
    body: "A lump sum locked in for a chosen term at a fixed rate. Good for money you need on a known date within a few years. Breaking it early usually costs a small penalty on the rate.",
  },
  {
    title: "Recurring deposit (RD)",
    body: "A fixed amount every month for a set term, at a fixed rate: a simple way to save for a yearly expense such as insurance renewals, school fees or a festival.",
  },
  {
    title: "Liquid and money-market funds",
    body: "Mutual funds that hold very short-term debt. Usually a little above savings-account interest and redeemable in about a working day; values can move slightly, and returns are not guaranteed.",
  },
  {
    title: "Public Provident Fund (PPF)",
    body: "A government-backed account for the long term: ₹500 to ₹1.5 lakh a year, a 15-year lock-in with partial withdrawals allowed later, and tax-free interest. The rate is reset by the government every quarter.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Saving"
        lead="Saving is money kept safe for things you can see coming, and for things you cannot. Get the order right, emergency fund first, and choose a home for each rupee that matches when you will need it."
      />
      <section className="page-section prose" aria-labelledby="emergency-first">
        <h2 id="emergency-first">First: an emergency fund</h2>
        <p>
          Before investing for any goal, keep <strong>3 to 6 months of essential expenses</strong> (rent, EMIs, groceries, school fees, insurance,
          utilities) where you can reach it within a day. It turns a job loss, a hospital deposit or an urgent trip home into an inconvenience
          instead of a loan.
        </p>
        <ul>
          <li>Aim for 6 months if you are the only earner, self-employed, or your income varies.</li>
          <li>Keep about one month in your savings account and the rest in a sweep-in FD or a liquid fund.</li>
          <li>Use it only for real emergencies, and refill it first when you have used it.</li>
        </ul>
        <p>
          The <Link to="/tools/emergency">Emergency Fund Estimator</Link> gives you the minimum and the ideal amount.
        </p>
      </section>
      <InfoCards heading="Where to keep your savings" headingId="saving-where" cards={WHERE} />
      <section className="page-section prose" aria-labelledby="saving-facts">
        <h2 id="saving-facts">Worth knowing</h2>
        <ul>
          <li>
            Deposits in each bank are insured by DICGC up to ₹5 lakh per depositor, principal and interest together. Above that, spread deposits
            across banks.
          </li>
          <li>
            FD and RD interest is added to your income and taxed at your slab rate. Banks deduct TDS above a yearly threshold; if your total income is
            below the taxable limit you can submit Form 15G (or 15H if you are a senior citizen).
          </li>
          <li>
            Prices rise every year. Money that earns less than inflation loses buying power even though the balance grows: see it with the{" "}
            <Link to="/tools/inflation">Inflation Calculator</Link>.
          </li>
          <li>For goals more than five years away, saving alone is usually not enough: that is where investing comes in.</li>
        </ul>
      </section>
      <NextSteps
        links={[
          { to: "/tools/emergency", label: "Emergency Fund Estimator" },
          { to: "/tools/fd", label: "FD Calculator" },
          { to: "/tools/rd", label: "RD Calculator" },
          { to: "/money/investing", label: "Investing" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
