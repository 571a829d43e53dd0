// /money/investing: the Investing module page (spec 1 §2; content ours, for Indian readers,
// with no promise of returns).
import type { PageContent } from "../../../i18n/catalogue";
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";

const HORIZONS: readonly InfoCardInfo[] = [
  {
    title: "Under 3 years",
    body: "Keep it safe: FDs, RDs, liquid or short-duration debt funds. Shares can fall 20-30% in a bad year and may not recover before you need the money.",
  },
  {
    title: "3 to 5 years",
    body: "Mostly debt, with a small share of equity if you can accept some ups and downs: a conservative hybrid fund, or a mix of debt funds and an index fund.",
  },
  {
    title: "More than 5-7 years",
    body: "Equity mutual funds through a monthly SIP have the best chance of beating inflation over long periods, with falls along the way. Retirement and a child's education usually belong here.",
  },
];

const OPTIONS: readonly InfoCardInfo[] = [
  {
    title: "Equity mutual funds",
    body: "A fund manager, or an index, spreads your money across many companies. Index funds that follow the Nifty 50 or Sensex are simple and cheap; choose direct plans, whose yearly cost (expense ratio) is lower than regular plans.",
  },
  {
    title: "EPF and VPF",
    body: "If you are salaried, 12% of your basic pay goes to EPF and your employer adds 12% more (part of it to your pension under EPS). It earns a rate declared each year; the Voluntary Provident Fund lets you add more.",
  },
  {
    title: "PPF",
    body: "Government-backed, 15-year lock-in, tax-free interest and up to ₹1.5 lakh a year. A steady, safe part of a long-term plan, but usually slower than equity.",
  },
  {
    title: "NPS",
    body: "A low-cost pension account that mixes equity and debt until you are 60. Part of the corpus must buy an annuity at retirement. Under the old tax regime it gives an extra ₹50,000 deduction under section 80CCD(1B).",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="Investing"
        lead="Saving keeps money safe; investing makes it grow faster than prices rise. The trick is to match each investment to when you will need the money, invest regularly, keep costs low, and give it time."
      />
      <section className="page-section prose" aria-labelledby="why-invest">
        <h2 id="why-invest">Why start early</h2>
        <p>
          Compounding means your returns earn returns. With a ₹10,000 monthly SIP at an assumed 12% a year, ten years grow to about ₹23 lakh, but
          twenty years grow to about ₹1 crore: the second ten years add more than three times the first. Waiting even a year or two costs more than
          it seems; the <Link to="/tools/delay-cost">Delay Cost Calculator</Link> shows how much.
        </p>
        <p className="callout">
          Returns are never guaranteed. Equity funds have fallen sharply in some years, and past returns do not promise future ones. Try a cautious
          rate as well as a hopeful one in every calculator.
        </p>
      </section>
      <InfoCards heading="Match the investment to the goal's date" headingId="invest-horizon" cards={HORIZONS} />
      <InfoCards heading="The common building blocks" headingId="invest-options" cards={OPTIONS} />
      <section className="page-section prose" aria-labelledby="invest-safety">
        <h2 id="invest-safety">Stay safe</h2>
        <ul>
          <li>Complete your KYC once, and invest only through SEBI-registered platforms, brokers or the fund house itself.</li>
          <li>No genuine investment guarantees high returns. Treat "assured 3% a month" offers and stock tips in chat groups as warning signs.</li>
          <li>Keep your SIP going when markets fall: you buy more units at lower prices. Stopping in a crash locks in the loss.</li>
          <li>For advice on your own situation, speak to a SEBI-registered investment adviser.</li>
        </ul>
      </section>
      <NextSteps
        links={[
          { to: "/tools/sip", label: "SIP Calculator" },
          { to: "/tools/sip-need", label: "SIP Need Calculator" },
          { to: "/tools/difference-in-returns", label: "Difference in Returns" },
          { to: "/goals", label: "Plan a goal" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
