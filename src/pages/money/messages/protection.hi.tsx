// /hi/money/protection: insurance as an umbrella, the two covers, the basics and the quiz, in Hindi.
import { Link } from "../../../i18n/link";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import type { PageContent } from "../../../i18n/catalogue";
import type { ProtectionProps } from "./protection.en";

const COVERS: readonly InfoCardInfo[] = [
  {
    title: "हेल्थ इंश्योरेंस",
    body: (
      <>
        <p>
          बीमारी या दुर्घटना में अस्पताल का बिल चुकाता है, नेटवर्क अस्पतालों में अक्सर कैशलेस। किसी प्राइवेट अस्पताल में एक बार भर्ती होने का खर्च एक
          साल की बचत से ज्यादा हो सकता है, और भारत में इलाज का खर्च आम महंगाई से तेज बढ़ता है।
        </p>
        <ul>
          <li>फैमिली फ्लोटर एक ही बीमा राशि में पूरे परिवार को कवर करता है।</li>
          <li>कमरे के किराये की सीमा, को-पेमेंट, और पहले से मौजूद बीमारियों के लिए वेटिंग पीरियड जांचें।</li>
          <li>जवान और सेहतमंद रहते हुए लें; कंपनी का कवर नौकरी के साथ खत्म हो जाता है।</li>
        </ul>
      </>
    ),
  },
  {
    title: "टर्म इंश्योरेंस",
    body: (
      <>
        <p>
          पॉलिसी की अवधि में आपकी मृत्यु होने पर परिवार को एक तय रकम देता है। इसमें मैच्योरिटी पर कुछ नहीं मिलता, इसीलिए बड़ा कवर लेने का यह सबसे सस्ता
          तरीका है।
        </p>
        <ul>
          <li>आम नियम है: सालाना आय का 10-15 गुना, और ऊपर से बकाया लोन।</li>
          <li>ऐसी अवधि चुनें जो बच्चों के आत्मनिर्भर होने या लोन चुकने तक चले।</li>
          <li>बीमा और निवेश अलग रखें: एंडोमेंट और मनी-बैक प्लान में कवर कम और रिटर्न मामूली होता है।</li>
        </ul>
      </>
    ),
  },
];

const BASICS: readonly InfoCardInfo[] = [
  {
    title: "बेस हेल्थ कवर: ₹5-10 लाख",
    body: "महानगर में रहने वाले परिवार के लिए कम से कम ₹10 लाख रखें; बाकी जगहों पर ₹5 लाख से शुरुआत करें। सुपर टॉप-अप थोड़े से प्रीमियम में इसके ऊपर बड़ा कवर जोड़ देता है।",
  },
  {
    title: "इमरजेंसी फंड: 3-6 महीने का खर्च",
    body: "बीमा बड़ी घटनाओं का खर्च उठाता है; बाकी सब का खर्च आपका इमरजेंसी फंड उठाता है, इसमें वे खर्च भी शामिल हैं जो पॉलिसी में नहीं आते, और क्लेम निपटने से पहले के हफ्ते भी।",
  },
];

function Content({ quiz }: ProtectionProps) {
  return (
    <div className="container page">
      <PageIntro
        title="सुरक्षा"
        lead="बीमा को एक छाते की तरह समझें। आप इसे हर साल थोड़े से खर्च पर साथ रखते हैं, ताकि जब तूफान आए (अस्पताल में भर्ती, कोई दुर्घटना, कमाने वाले सदस्य को खोना) तो वह सालों की बचत बहा न ले जाए।"
      />
      <InfoCards heading="दो कवर जो हर परिवार को चाहिए" headingId="two-covers" cards={COVERS} />
      <InfoCards heading="आंकड़ों में बुनियादी बातें" headingId="protection-basics" cards={BASICS} />
      <section className="page-section" aria-labelledby="protection-quiz">
        <h2 id="protection-quiz">आपको क्या चाहिए? 30 सेकंड की जांच</h2>
        {quiz}
      </section>
      <section className="page-section prose" aria-labelledby="protection-more">
        <h2 id="protection-more">खरीदने से पहले</h2>
        <p>
          पॉलिसी की शर्तों में देखें कि क्या कवर नहीं है, अपनी सेहत का इतिहास ईमानदारी से बताएं (छिपाई गई बीमारी क्लेम खारिज होने की एक आम वजह है),
          और नॉमिनी का नाम जरूर दें। शब्द उलझा रहे हैं? <Link to="/money/protection/jargon-buster">बीमा के शब्दों का मतलब</Link> इनमें से छह को आसान
          भाषा में समझाता है।
        </p>
      </section>
      <NextSteps
        links={[
          { to: "/money/saving", label: "अपना इमरजेंसी फंड बनाएं" },
          { to: "/money/protection/jargon-buster", label: "बीमा के शब्दों का मतलब" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent<ProtectionProps> = { Content };
