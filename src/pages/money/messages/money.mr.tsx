// /mr/money: the Money hero and its six module cards in Marathi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const MODULES: readonly LinkCardInfo[] = [
  {
    to: "/money/budgeting",
    title: "बजेट आखणी",
    body: "दर महिन्याला तुमचा पगार कुठे जातो ते जाणून घ्या, तो गरजा, इच्छा आणि बचत यांत वाटा, आणि बचतीला पहिला खर्च बनवा.",
  },
  {
    to: "/money/saving",
    title: "बचत",
    body: "आधी आपत्कालीन निधी, मग प्रत्येक बचतीच्या उद्दिष्टासाठी योग्य जागा: बचत खाते, FD, RD, लिक्विड फंड, PPF.",
  },
  {
    to: "/money/investing",
    title: "गुंतवणूक",
    body: "दीर्घ काळात महागाईवर मात करा: म्युच्युअल फंडातील SIP, PPF, NPS आणि EPF, आणि प्रत्येकाची उद्दिष्टाशी सांगड कशी घालावी.",
  },
  {
    to: "/money/borrowing",
    title: "कर्ज घेणे",
    body: "चांगली आणि नुकसान करणारी कर्जे, तुमचा क्रेडिट स्कोअर, आणि EMI तुमच्या आयुष्यावर हुकूमत गाजवू नयेत यासाठी तीन नियम.",
  },
  {
    to: "/money/protection",
    title: "संरक्षण",
    body: "आरोग्य विमा आणि मुदत विमा: एका वाईट घटनेमुळे वर्षानुवर्षांची बचत वाहून जाऊ नये म्हणून धरलेली छत्री.",
  },
  {
    to: "/money/financial",
    title: "आर्थिक टूल",
    body: "SIP, EMI, FD, RD, निवृत्ती आणि उद्दिष्टांचे कॅल्क्युलेटर, सगळे तुमच्या ब्राउझरमध्ये, रुपयांत, प्रत्येक टप्पा दाखवत.",
  },
];

function Content() {
  return (
    <div className="container page">
      <section className="money-hero">
        <PageIntro
          title="पैसा"
          lead="पैसा एका सोप्या क्रमाने सर्वोत्तम काम करतो: कमाईपेक्षा कमी खर्च करा, आपत्कालीन निधी ठेवा, योग्य विम्याने कुटुंबाला सुरक्षित करा, कर्ज फक्त परतावा देणाऱ्या गोष्टींसाठीच घ्या, आणि उरलेल्या पैशाची उद्दिष्टांसाठी गुंतवणूक करा. खालील प्रत्येक भाग एका वेळी एक पाऊल, सोप्या भाषेत समजावतो."
        />
      </section>
      <LinkCards cards={MODULES} label="पैशाविषयीचे भाग" />
      <section className="page-section callout" aria-label="सुरुवात कुठून करावी">
        <p>
          <strong>सुरुवात कुठून करावी हे कळत नाही?</strong> बजेट प्लॅनरमध्ये एका महिन्याचा खर्च लिहा, आणि इतर कशातही गुंतवणूक करण्यापूर्वी तीन
          महिन्यांच्या खर्चाइतका आपत्कालीन निधी उभा करा.
        </p>
      </section>
    </div>
  );
}

export const messages: PageContent = { Content };
