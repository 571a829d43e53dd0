// /hi/health/mental-wellness: tip cards, the assistant box and the thought reframer in Hindi.
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../../crisis/helpline";
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { ThoughtReframer } from "../thought-reframer";
import { MENTAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "सांस धीमी करें",
    body: "घबराहट हो तो नाक से 4 गिनती तक सांस लें और मुंह से 6 गिनती तक छोड़ें। दो मिनट तक लंबी सांस छोड़ने से शरीर को संकेत मिलता है कि सब ठीक है।",
  },
  {
    title: "चिंता को लिख डालें",
    body: "दिमाग में घूमती चिंता असल से बड़ी लगती है। उसे लिखें, फिर एक छोटा काम लिखें जो आज उस पर किया जा सके। जिस पर अभी कुछ नहीं हो सकता, उसे फिलहाल एक तरफ रख दें।",
  },
  {
    title: "संपर्क बनाए रखें",
    body: "किसी दोस्त, भाई-बहन या माता-पिता को फोन करें, चाहे पांच मिनट के लिए ही। अपने मन की बात कहना उन लोगों पर बोझ नहीं है जो आपकी परवाह करते हैं; इसी से रिश्ते करीब रहते हैं।",
  },
  {
    title: "स्क्रीन टाइम पर लगाम",
    body: "लगातार खबरें और सोशल मीडिया स्क्रॉल करने से तनाव बढ़ता है। दिन के पहले और आखिरी 30 मिनट फोन से दूर रहें, और गैरजरूरी नोटिफिकेशन बंद कर दें।",
  },
  {
    title: "बाहर निकलें",
    body: "दिन की रोशनी में 10 मिनट की सैर मूड अच्छा करती है और नींद में मदद करती है। फोन की जगह पेड़ों, आसमान या आसपास की गली को देखें।",
  },
  {
    title: "मदद जल्दी मांगें",
    body: `अगर दो हफ्ते से ज्यादा समय से उदासी, घबराहट या निराशा है, तो डॉक्टर या काउंसलर से बात करें। सरकार की मुफ्त मानसिक स्वास्थ्य हेल्पलाइन Tele-MANAS किसी भी समय ${TELE_MANAS.shortNumber} पर, कई भारतीय भाषाओं में जवाब देती है।`,
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="मानसिक सेहत"
        lead="शांत मन अक्सर की जाने वाली छोटी बातों से आता है: सांस, नींद, अपने लोग और खुद से नरमी से बात करना। शुरुआत के लिए कुछ बातें यहां हैं।"
      />
      <InfoCards heading="शांत मन के लिए छोटी आदतें" headingId="mental-tips" cards={TIPS} />
      <div className="page-section ai-stack">
        <WellnessAssistant
          heading="वेलनेस असिस्टेंट से पूछें"
          intro="असिस्टेंट को बताएं कि अभी आप कैसा महसूस कर रहे हैं। वह अगले कुछ मिनटों में आजमाने के लिए एक छोटी बात सुझाएगा।"
          label="अभी आप कैसा महसूस कर रहे हैं?"
          example="जैसे, कल की परीक्षा को लेकर घबराहट है और ध्यान नहीं लग रहा"
          instruction={MENTAL_COACH_INSTRUCTION}
        />
        <ThoughtReframer />
      </div>
      <p className="muted page-section">
        अगर आपके मन में खुद को नुकसान पहुंचाने का विचार आ रहा है, तो कृपया अभी Tele-MANAS को {TELE_MANAS.shortNumber} पर या इमरजेंसी नंबर {EMERGENCY_NUMBER} पर कॉल करें। आप अकेले
        नहीं हैं।
      </p>
      <NextSteps
        heading="सेहत पर और"
        links={[
          { to: "/health/physical-wellness", label: "शारीरिक सेहत" },
          { to: "/health/financial-wellness", label: "आर्थिक सेहत" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
