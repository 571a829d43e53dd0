// /mr/purpose: three pillar cards in Marathi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/purpose/inner",
    title: "आंतरिक हेतू",
    body: "आत्मचिंतन, अध्यात्म आणि सतत शिकत राहणे: आपल्यासाठी काय महत्त्वाचे आहे ते ओळखणे, आणि घडत राहणे.",
  },
  {
    to: "/purpose/shared",
    title: "सोबतीचा हेतू",
    body: "कुटुंब, समाज आणि नातेसंबंध: आजूबाजूच्या माणसांसाठी छोट्या, नियमित गोष्टींतून हजर असणे.",
  },
  {
    to: "/purpose/exploratory",
    title: "शोधाचा हेतू",
    body: "नवे अनुभव आणि छंद, प्रवास आणि निसर्ग, स्वयंसेवा आणि समाजाचे ऋण.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="हेतू"
        lead="पैसा आणि आरोग्य ही साधने आहेत; ती कशासाठी, याचे उत्तर म्हणजे हेतू. ही पाने तीन दिशांनी छोट्या, व्यवहार्य सूचना देतात: स्वतःच्या आत, इतरांकडे, आणि बाहेरच्या जगात."
      />
      <LinkCards cards={PILLARS} label="हेतूचे स्तंभ" />
    </div>
  );
}

export const messages: PageContent = { Content };
