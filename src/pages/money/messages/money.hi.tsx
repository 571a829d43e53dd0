// /hi/money: the Money hero and its six module cards in Hindi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const MODULES: readonly LinkCardInfo[] = [
  {
    to: "/money/budgeting",
    title: "बजट बनाना",
    body: "जानें कि हर महीने आपकी तनख्वाह कहां जाती है, उसे जरूरतों, इच्छाओं और बचत में बांटें, और बचत को पहला खर्च बनाएं।",
  },
  {
    to: "/money/saving",
    title: "बचत",
    body: "पहले इमरजेंसी फंड, फिर हर बचत लक्ष्य के लिए सही जगह: बचत खाता, FD, RD, लिक्विड फंड, PPF।",
  },
  {
    to: "/money/investing",
    title: "निवेश",
    body: "लंबे समय में महंगाई को पीछे छोड़ें: म्यूचुअल फंड में SIP, PPF, NPS और EPF, और हर एक को किसी लक्ष्य से कैसे जोड़ें।",
  },
  {
    to: "/money/borrowing",
    title: "कर्ज लेना",
    body: "अच्छे और नुकसानदेह लोन, आपका क्रेडिट स्कोर, और तीन नियम जो EMI को आपकी जिंदगी पर हावी नहीं होने देते।",
  },
  {
    to: "/money/protection",
    title: "सुरक्षा",
    body: "हेल्थ और टर्म इंश्योरेंस: वह छाता जो एक बुरी घटना को बरसों की बचत बहा ले जाने से रोकता है।",
  },
  {
    to: "/money/financial",
    title: "वित्तीय टूल",
    body: "SIP, EMI, FD, RD, रिटायरमेंट और लक्ष्य कैलकुलेटर, सब आपके ब्राउजर में, रुपये में, हर कदम के साथ।",
  },
];

function Content() {
  return (
    <div className="container page">
      <section className="money-hero">
        <PageIntro
          title="पैसा"
          lead="पैसा एक सीधे क्रम में सबसे अच्छा काम करता है: कमाई से कम खर्च करें, इमरजेंसी फंड रखें, सही बीमा से परिवार को सुरक्षित करें, कर्ज सिर्फ उन चीजों के लिए लें जो बदले में कुछ लौटाएं, और बाकी अपने लक्ष्यों के लिए निवेश करें। नीचे का हर हिस्सा एक बार में एक कदम, आसान भाषा में समझाता है।"
        />
      </section>
      <LinkCards cards={MODULES} label="पैसे से जुड़े हिस्से" />
      <section className="page-section callout" aria-label="कहां से शुरू करें">
        <p>
          <strong>समझ नहीं आ रहा कि कहां से शुरू करें?</strong> बजट प्लानर में एक महीने का खर्च लिखें, फिर किसी और चीज में निवेश से पहले तीन महीने
          के खर्च जितना इमरजेंसी फंड बनाएं।
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
