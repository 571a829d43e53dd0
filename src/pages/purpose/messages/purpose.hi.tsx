// /hi/purpose: three pillar cards in Hindi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/purpose/inner",
    title: "अपने भीतर का उद्देश्य",
    body: "आत्मचिंतन, अध्यात्म और लगातार सीखना: यह जानना कि आपके लिए क्या मायने रखता है, और आगे बढ़ना।",
  },
  {
    to: "/purpose/shared",
    title: "साथ मिलकर उद्देश्य",
    body: "परिवार, समुदाय और रिश्ते: अपने आसपास के लोगों के लिए छोटे, नियमित तरीकों से मौजूद रहना।",
  },
  {
    to: "/purpose/exploratory",
    title: "कुछ नया खोजने का उद्देश्य",
    body: "नए अनुभव और शौक, यात्रा और प्रकृति, स्वयंसेवा और समाज को कुछ लौटाना।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="उद्देश्य"
        lead="पैसा और सेहत साधन हैं; उद्देश्य वह है जिसके लिए वे हैं। ये पेज तीन दिशाओं में छोटे, व्यावहारिक सुझाव देते हैं: अपने भीतर, दूसरों की ओर, और बाहर की दुनिया में।"
      />
      <LinkCards cards={PILLARS} label="उद्देश्य के स्तंभ" />
    </div>
  );
}

export const messages: PageContent = { Content };
