// /hi/health/physical-wellness: tip cards and the wellness assistant in Hindi. The assistant's
// instruction to the model stays the spec's; the page sends lang 'hi', so the answer is Hindi.
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { PHYSICAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "7-8 घंटे की नींद",
    body: "बड़ों को रात में 7-8 घंटे की नींद चाहिए। रोज एक ही समय पर उठें, सोने से 30-60 मिनट पहले फोन दूर रख दें, और शाम के बाद चाय-कॉफी न लें।",
  },
  {
    title: "रोज चलें-फिरें",
    body: "हफ्ते में कम से कम 150 मिनट तेज चाल से टहलने, साइकिल चलाने, योग या नाचने का लक्ष्य रखें: पांच दिन करीब 30 मिनट। अगर दिन भर बैठे रहते हैं, तो हर घंटे उठकर कुछ मिनट टहलें।",
  },
  {
    title: "संतुलित थाली",
    body: "आधी थाली में सब्जियां या सलाद, एक चौथाई में प्रोटीन (दाल, चना, पनीर, दही, अंडे, मछली या चिकन) और एक चौथाई में रोटी, चावल या रागी, ज्वार, बाजरा जैसे मोटे अनाज रखें।",
  },
  {
    title: "पानी पिएं, मीठा नहीं",
    body: "दिन भर पानी पीते रहें, गर्मी में या कसरत के बाद और ज्यादा। कम चीनी वाली छाछ, नारियल पानी और नींबू पानी कोल्ड ड्रिंक और पैकेट वाले जूस से बेहतर हैं।",
  },
  {
    title: "मांसपेशियां मजबूत रखें",
    body: "हफ्ते में दो बार ताकत वाली कसरत करें: स्क्वैट, दीवार के सहारे पुश-अप, सीढ़ियां चढ़ना या रेजिस्टेंस बैंड। मजबूत मांसपेशियां उम्र बढ़ने पर कमर, जोड़ों और संतुलन की रक्षा करती हैं।",
  },
  {
    title: "साल में एक बार जांच",
    body: "30 की उम्र के बाद, या परिवार में डायबिटीज या दिल की बीमारी हो तो पहले से, साल में एक बार ब्लड प्रेशर, ब्लड शुगर और कोलेस्ट्रॉल जांचें। कई हेल्थ पॉलिसी में सालाना मुफ्त जांच शामिल होती है।",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="शारीरिक सेहत"
        lead="बेहतर महसूस करने के लिए जिम की सदस्यता या डाइट प्लान जरूरी नहीं। नींद, रोज की चहल-कदमी और सादा घर का खाना ज्यादातर काम कर देते हैं।"
      />
      <InfoCards heading="रोज की छह आदतें" headingId="physical-tips" cards={TIPS} />
      <div className="page-section">
        <WellnessAssistant
          heading="वेलनेस असिस्टेंट से पूछें"
          intro="असिस्टेंट को बताएं कि आज आप कैसा महसूस कर रहे हैं। वह एक लाइन में खाने का सुझाव और एक लाइन में 10 मिनट की गतिविधि बताएगा।"
          label="आज आप कैसा महसूस कर रहे हैं?"
          example="जैसे, आज बहुत थकान लग रही है"
          instruction={PHYSICAL_COACH_INSTRUCTION}
        />
      </div>
      <NextSteps
        heading="सेहत पर और"
        links={[
          { to: "/health/mental-wellness", label: "मानसिक सेहत" },
          { to: "/health/financial-wellness", label: "आर्थिक सेहत" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
