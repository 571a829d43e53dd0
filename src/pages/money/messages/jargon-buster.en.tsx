// /money/protection/jargon-buster (spec 2 §2): six insurance terms, each with a definition and
// a plain-language translation. The wording is ours (the spec leaves it unshown).
import type { PageContent } from "../../../i18n/catalogue";
import { NextSteps, PageIntro } from "../../page-parts";

interface Term {
  term: string;
  definition: string;
  plain: string;
}

export const JARGON: readonly Term[] = [
  {
    term: "Premium",
    definition: "The amount you pay the insurer, every year or in instalments, to keep the policy in force.",
    plain: "The fee for carrying the umbrella. Miss it beyond the grace period and the cover stops.",
  },
  {
    term: "Deductible/Co-payment",
    definition:
      "A deductible is a fixed amount of a claim you pay yourself before the insurer pays the rest. A co-payment is a fixed percentage of every claim that you share with the insurer, such as 10% or 20%.",
    plain: "Your share of the bill. With a 20% co-payment on a ₹2,00,000 hospital bill, you pay ₹40,000 and the insurer pays ₹1,60,000.",
  },
  {
    term: "Sum Insured",
    definition:
      "The most the insurer will pay for all claims in a policy year under a health policy. In life insurance the amount paid on death is usually called the sum assured.",
    plain: "The size of your umbrella. A ₹5 lakh cover pays at most ₹5 lakh in a year, however big the bills.",
  },
  {
    term: "Claim",
    definition:
      "Your formal request to the insurer to pay under the policy: cashless, when the insurer settles a network hospital's bill directly, or reimbursement, when you pay first and submit the bills.",
    plain: "Asking the insurer to keep its promise. Inform them early and keep every bill, report and discharge summary.",
  },
  {
    term: "No-Claim Bonus",
    definition:
      "A reward for a year without claims: in health insurance, a higher sum insured at the same premium; in motor insurance, a discount on the own-damage part of the premium.",
    plain: "A thank-you for not claiming: more cover, or a cheaper renewal.",
  },
  {
    term: "Policy Term",
    definition: "The period the policy covers you, from its start date to its end date.",
    plain: "How long the umbrella lasts. Health policies usually run for a year and must be renewed; a term life plan may run for 30 or 40 years.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Insurance Jargon Buster"
        lead="Insurance papers use words that sound harder than they are. Here are six you will meet in almost every policy, first as the policy means them, then in plain language."
      />
      <dl className="glossary">
        {JARGON.map((entry) => (
          <div key={entry.term} className="card glossary-term">
            <dt>{entry.term}</dt>
            <dd>
              <span className="glossary-label">Definition</span>
              {entry.definition}
            </dd>
            <dd>
              <span className="glossary-label">In plain words</span>
              {entry.plain}
            </dd>
          </div>
        ))}
      </dl>
      <NextSteps
        links={[
          { to: "/money/protection", label: "Back to Protection" },
          { to: "/money/saving", label: "Saving" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
