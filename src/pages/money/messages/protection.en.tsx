// /money/protection (spec 2 §2): the umbrella intro, the health and term cards, the info
// cards (base health cover of 5-10 lakh, emergency fund of 3-6 months), the quiz, and links
// to /money/saving and the jargon buster. The page's body in English.
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import type { ReactNode } from "react";
import type { PageContent } from "../../../i18n/catalogue";

/** What the page hands its body to place. */
export interface ProtectionProps {
  /** The protection quiz, shown under its section heading. */
  quiz: ReactNode;
}

const COVERS: readonly InfoCardInfo[] = [
  {
    title: "Health insurance",
    body: (
      <>
        <p>
          Pays hospital bills for illness or accident, often cashless at network hospitals. One stay in a private hospital can cost more than a
          year's savings, and medical costs in India rise faster than general prices.
        </p>
        <ul>
          <li>A family floater covers everyone under one sum insured.</li>
          <li>Check room-rent limits, co-payment, and the waiting period for illnesses you already have.</li>
          <li>Buy while you are young and healthy; your employer's cover ends when the job does.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Term life insurance",
    body: (
      <>
        <p>
          Pays your family a fixed sum if you die during the policy term. There is no maturity payout, which is why it is the cheapest way to buy a
          large cover.
        </p>
        <ul>
          <li>A common guide is 10-15 times your yearly income, plus your outstanding loans.</li>
          <li>Choose a term that lasts until your children are independent or your loans are repaid.</li>
          <li>Keep insurance and investment separate: endowment and money-back plans give small cover and modest returns.</li>
        </ul>
      </>
    ),
  },
];

const BASICS: readonly InfoCardInfo[] = [
  {
    title: "Base health cover: ₹5-10 lakh",
    body: "For a family in a metro, aim for at least ₹10 lakh; elsewhere ₹5 lakh is a starting point. A super top-up adds a large cover above it for a small premium.",
  },
  {
    title: "Emergency fund: 3-6 months of expenses",
    body: "Insurance pays for big events; your emergency fund pays for everything else, including the costs a policy leaves out and the weeks before a claim is settled.",
  },
];

function Content({ quiz }: ProtectionProps) {
  return (
    <div className="container page">
      <PageIntro
        title="Protection"
        lead="Think of insurance as an umbrella. You carry it every year at a small cost, so that when the storm comes (a hospital stay, an accident, the loss of an earning member) it does not wash away years of saving."
      />
      <InfoCards heading="Two covers every family needs" headingId="two-covers" cards={COVERS} />
      <InfoCards heading="The basics in numbers" headingId="protection-basics" cards={BASICS} />
      <section className="page-section" aria-labelledby="protection-quiz">
        <h2 id="protection-quiz">What do you need? A 30-second check</h2>
        {quiz}
      </section>
      <section className="page-section prose" aria-labelledby="protection-more">
        <h2 id="protection-more">Before you buy</h2>
        <p>
          Read the policy wording for exclusions, disclose your health history honestly (a hidden condition is a common reason for rejected claims),
          and name a nominee. Confused by the terms? The <Link to="/money/protection/jargon-buster">jargon buster</Link> explains six of them in
          plain language.
        </p>
      </section>
      <NextSteps
        links={[
          { to: "/money/saving", label: "Build your emergency fund" },
          { to: "/money/protection/jargon-buster", label: "Insurance jargon buster" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<ProtectionProps> = { Content };
