// /hi/money/protection/jargon-buster: six insurance terms in Hindi, each with a definition and
// its meaning in plain words. The terms keep the English name Hindi insurance papers print.
import type { PageContent } from "../../../i18n/catalogue";
import { NextSteps, PageIntro } from "../../page-parts";

interface Term {
  term: string;
  definition: string;
  plain: string;
}

const JARGON: readonly Term[] = [
  {
    term: "प्रीमियम (Premium)",
    definition: "वह रकम जो पॉलिसी चालू रखने के लिए आप बीमा कंपनी को हर साल या किस्तों में देते हैं।",
    plain: "छाता साथ रखने की फीस। ग्रेस पीरियड के बाद भी न भरें तो कवर बंद हो जाता है।",
  },
  {
    term: "डिडक्टिबल/को-पेमेंट (Deductible/Co-payment)",
    definition:
      "डिडक्टिबल क्लेम की वह तय रकम है जो बीमा कंपनी के बाकी भुगतान से पहले आप खुद देते हैं। को-पेमेंट हर क्लेम का तय प्रतिशत है, जैसे 10% या 20%, जो आप बीमा कंपनी के साथ बांटते हैं।",
    plain: "बिल में आपका हिस्सा। ₹2,00,000 के अस्पताल बिल पर 20% को-पेमेंट हो, तो ₹40,000 आप देते हैं और ₹1,60,000 बीमा कंपनी।",
  },
  {
    term: "बीमा राशि (Sum Insured)",
    definition:
      "हेल्थ पॉलिसी में एक पॉलिसी वर्ष के सभी क्लेम मिलाकर बीमा कंपनी ज्यादा से ज्यादा कितना देगी। जीवन बीमा में मृत्यु पर मिलने वाली रकम को आमतौर पर सम एश्योर्ड कहते हैं।",
    plain: "आपके छाते का आकार। ₹5 लाख का कवर साल में ज्यादा से ज्यादा ₹5 लाख देता है, बिल चाहे कितना भी बड़ा हो।",
  },
  {
    term: "क्लेम (Claim)",
    definition:
      "पॉलिसी के तहत भुगतान के लिए बीमा कंपनी से आपकी औपचारिक मांग: कैशलेस, जब बीमा कंपनी नेटवर्क अस्पताल का बिल सीधे चुकाती है, या रीइंबर्समेंट, जब आप पहले भुगतान करके बिल जमा करते हैं।",
    plain: "बीमा कंपनी से अपना वादा निभाने को कहना। जल्दी सूचना दें और हर बिल, रिपोर्ट और डिस्चार्ज समरी संभालकर रखें।",
  },
  {
    term: "नो-क्लेम बोनस (No-Claim Bonus)",
    definition:
      "बिना क्लेम वाले साल का इनाम: हेल्थ इंश्योरेंस में उसी प्रीमियम पर ज्यादा बीमा राशि; मोटर इंश्योरेंस में प्रीमियम के ओन-डैमेज हिस्से पर छूट।",
    plain: "क्लेम न करने का शुक्रिया: ज्यादा कवर, या सस्ता नवीनीकरण।",
  },
  {
    term: "पॉलिसी अवधि (Policy Term)",
    definition: "वह समय जब तक पॉलिसी आपको कवर करती है, शुरू होने की तारीख से खत्म होने की तारीख तक।",
    plain: "छाता कितने समय चलेगा। हेल्थ पॉलिसी आमतौर पर एक साल की होती है और हर साल नवीनीकरण करना होता है; टर्म लाइफ प्लान 30 या 40 साल तक चल सकता है।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="बीमा के कठिन शब्द, आसान भाषा में"
        lead="बीमा के कागजों में ऐसे शब्द होते हैं जो असल से ज्यादा कठिन लगते हैं। यहां छह शब्द हैं जो लगभग हर पॉलिसी में मिलेंगे, पहले पॉलिसी की भाषा में, फिर आसान शब्दों में।"
      />
      <dl className="glossary">
        {JARGON.map((entry) => (
          <div key={entry.term} className="card glossary-term">
            <dt>{entry.term}</dt>
            <dd>
              <span className="glossary-label">परिभाषा</span>
              {entry.definition}
            </dd>
            <dd>
              <span className="glossary-label">आसान शब्दों में</span>
              {entry.plain}
            </dd>
          </div>
        ))}
      </dl>
      <NextSteps
        links={[
          { to: "/money/protection", label: "सुरक्षा पर वापस जाएं" },
          { to: "/money/saving", label: "बचत" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
