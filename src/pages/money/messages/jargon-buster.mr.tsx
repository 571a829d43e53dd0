// /mr/money/protection/jargon-buster: six insurance terms in Marathi, each with a definition and
// its meaning in plain words. The terms keep the English name Marathi insurance papers print.
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
    definition: "पॉलिसी चालू ठेवण्यासाठी तुम्ही विमा कंपनीला दरवर्षी किंवा हप्त्यांत भरता ती रक्कम.",
    plain: "छत्री सोबत ठेवण्याचे शुल्क. वाढीव मुदतीनंतरही भरला नाही तर विमा कवच बंद होते.",
  },
  {
    term: "डिडक्टिबल/को-पेमेंट (Deductible/Co-payment)",
    definition:
      "डिडक्टिबल म्हणजे दाव्यातील ठरावीक रक्कम, जी विमा कंपनी उरलेली रक्कम देण्याआधी तुम्ही स्वतः भरता. को-पेमेंट म्हणजे प्रत्येक दाव्याची ठरावीक टक्केवारी, उदा. 10% किंवा 20%, जी तुम्ही विमा कंपनीसोबत वाटून घेता.",
    plain: "बिलातील तुमचा वाटा. ₹2,00,000 च्या रुग्णालयाच्या बिलावर 20% को-पेमेंट असेल, तर ₹40,000 तुम्ही भरता आणि ₹1,60,000 विमा कंपनी.",
  },
  {
    term: "विमा रक्कम (Sum Insured)",
    definition:
      "आरोग्य विमा पॉलिसीत एका पॉलिसी वर्षातील सर्व दावे मिळून विमा कंपनी जास्तीत जास्त किती रक्कम देईल ती. जीवन विम्यात मृत्यूनंतर मिळणाऱ्या रकमेला साधारणपणे सम ॲश्युअर्ड म्हणतात.",
    plain: "तुमच्या छत्रीचा आकार. ₹5 लाखांचे विमा कवच वर्षभरात जास्तीत जास्त ₹5 लाख देते, बिल कितीही मोठे असले तरी.",
  },
  {
    term: "दावा (Claim)",
    definition:
      "पॉलिसीनुसार पैसे मिळण्यासाठी विमा कंपनीकडे केलेली तुमची औपचारिक मागणी: कॅशलेस, जेव्हा विमा कंपनी नेटवर्क रुग्णालयाचे बिल थेट भरते, किंवा प्रतिपूर्ती (रीइम्बर्समेंट), जेव्हा तुम्ही आधी पैसे भरून बिले सादर करता.",
    plain: "विमा कंपनीला तिचे वचन पाळायला सांगणे. लवकर कळवा, आणि प्रत्येक बिल, रिपोर्ट आणि डिस्चार्ज समरी जपून ठेवा.",
  },
  {
    term: "नो-क्लेम बोनस (No-Claim Bonus)",
    definition:
      "दावा न केलेल्या वर्षाचे बक्षीस: आरोग्य विम्यात त्याच प्रीमियममध्ये जास्त विमा रक्कम; वाहन विम्यात प्रीमियमच्या स्वतःच्या नुकसानाच्या (ओन-डॅमेज) भागावर सवलत.",
    plain: "दावा न केल्याबद्दल आभार: जास्त विमा कवच, किंवा स्वस्त नूतनीकरण.",
  },
  {
    term: "पॉलिसीचा कालावधी (Policy Term)",
    definition: "सुरुवातीच्या तारखेपासून शेवटच्या तारखेपर्यंत, पॉलिसी तुम्हाला विमा कवच देते तो काळ.",
    plain: "छत्री किती काळ टिकेल. आरोग्य विमा पॉलिसी साधारणपणे एका वर्षाची असते आणि दरवर्षी नूतनीकरण करावे लागते; मुदत विमा 30 किंवा 40 वर्षे चालू शकतो.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="विम्याचे शब्द सोप्या भाषेत"
        lead="विम्याच्या कागदपत्रांतील शब्द प्रत्यक्षात असतात त्यापेक्षा अवघड वाटतात. जवळजवळ प्रत्येक पॉलिसीत भेटणारे सहा शब्द इथे आहेत, आधी पॉलिसीच्या भाषेत, मग सोप्या शब्दांत."
      />
      <dl className="glossary">
        {JARGON.map((entry) => (
          <div key={entry.term} className="card glossary-term">
            <dt>{entry.term}</dt>
            <dd>
              <span className="glossary-label">व्याख्या</span>
              {entry.definition}
            </dd>
            <dd>
              <span className="glossary-label">सोप्या शब्दांत</span>
              {entry.plain}
            </dd>
          </div>
        ))}
      </dl>
      <NextSteps
        links={[
          { to: "/money/protection", label: "संरक्षणाकडे परत" },
          { to: "/money/saving", label: "बचत" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
