// /health/financial-wellness (spec 2 §2): the three info cards and the AI Medical Fund Planner.
// The cards' wording is ours. The page's body in English.
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import type { ReactNode } from "react";
import type { PageContent } from "../../../i18n/catalogue";

/** What the page hands its body to place. */
export interface FinancialWellnessProps {
  /** The AI Medical Fund Planner, shown after the cards. */
  planner: ReactNode;
}

const CARDS: readonly InfoCardInfo[] = [
  {
    title: "Health Insurance Clarity",
    body: (
      <>
        <p>Know five things about your policy before you need it:</p>
        <ul>
          <li>the sum insured, and whether it is shared by the family;</li>
          <li>room-rent limits and any co-payment;</li>
          <li>waiting periods for illnesses you already have;</li>
          <li>the network hospitals near you for cashless treatment;</li>
          <li>where your e-card and policy number are kept.</li>
        </ul>
        <p>
          Under the old tax regime, premiums are deductible under section 80D: up to ₹25,000 a year for your family, and more for your parents'
          policy. The <Link to="/money/protection/jargon-buster">jargon buster</Link> explains the terms.
        </p>
      </>
    ),
  },
  {
    title: "Medical Emergency Fund",
    body: (
      <>
        <p>
          Insurance rarely pays everything. Co-payments, consumables, tests before admission, medicines afterwards, travel and lost income come out
          of your pocket.
        </p>
        <p>
          Keep 3-6 months of essential expenses aside for this, in a savings account or liquid fund you can reach within a day. The planner below
          works out the amount and a monthly plan to build it.
        </p>
      </>
    ),
  },
  {
    title: "Smart Healthcare Spending",
    body: (
      <ul>
        <li>Ask your doctor whether a generic medicine will do; Jan Aushadhi Kendras sell generics at much lower prices.</li>
        <li>Diagnostic test prices vary widely between labs: compare before you book.</li>
        <li>Before a planned procedure, ask the hospital for a written estimate and check what your policy covers.</li>
        <li>
          Check whether your family qualifies for Ayushman Bharat PM-JAY, which covers hospital care up to ₹5 lakh a family a year, including all
          senior citizens aged 70 and above.
        </li>
      </ul>
    ),
  },
];

function Content({ planner }: FinancialWellnessProps) {
  return (
    <div className="container page">
      <PageIntro
        title="Financial Wellness"
        lead="Illness is hard enough without money worries on top. A clear health policy, a medical emergency fund and a few careful spending habits keep one hospital visit from undoing years of saving."
      />
      <InfoCards heading="Three habits that protect your health and your savings" headingId="financial-health" cards={CARDS} />
      <div className="page-section">
        {planner}
      </div>
      <NextSteps
        heading="More on health"
        links={[
          { to: "/money/protection", label: "Protection: health and term insurance" },
          { to: "/tools/emergency", label: "Emergency Fund Estimator" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<FinancialWellnessProps> = { Content };
