// /hi/health: the Health hero and its three pillar cards in Hindi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/health/physical-wellness",
    title: "शारीरिक सेहत",
    body: "भारतीय दिनचर्या में फिट होने वाली नींद, खाना और कसरत, और एक असिस्टेंट जो आपकी हालत के हिसाब से जल्दी बनने वाला खाना और 10 मिनट की गतिविधि सुझाता है।",
  },
  {
    to: "/health/mental-wellness",
    title: "मानसिक सेहत",
    body: "शांत मन के लिए छोटी आदतें, उदास पल के लिए एक असिस्टेंट, और बार-बार घूमती चिंताओं के लिए सोच बदलने वाला टूल।",
  },
  {
    to: "/health/financial-wellness",
    title: "आर्थिक सेहत",
    body: "सेहत का पैसे वाला पहलू: ऐसा बीमा जो आप समझें, इलाज के लिए इमरजेंसी फंड, और इलाज पर समझदारी से खर्च।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="सेहत"
        lead="अच्छी सेहत वह नींव है जिस पर बाकी हर योजना टिकी है। ये पेज बातों को व्यावहारिक रखते हैं: शरीर और मन के लिए रोज की छोटी आदतें, और पैसे की वह योजना जो किसी बीमारी को आर्थिक संकट नहीं बनने देती।"
      />
      <LinkCards cards={PILLARS} label="सेहत के स्तंभ" />
      <p className="muted page-section">
        यहां की हर बात आम जानकारी है, डॉक्टरी सलाह नहीं। किसी लक्षण या बीमारी के लिए कृपया डॉक्टर को दिखाएं। इमरजेंसी में 112 पर कॉल करें।
      </p>
    </div>
  );
}

export const messages: PageContent = { Content };
