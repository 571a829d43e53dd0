// /mr/health/mental-wellness: tip cards, the assistant box and the thought reframer in Marathi.
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../../../crisis/helpline";
import type { PageContent } from "../../../i18n/catalogue";
import { InfoCards, NextSteps, PageIntro, type InfoCardInfo } from "../../page-parts";
import { ThoughtReframer } from "../thought-reframer";
import { MENTAL_COACH_INSTRUCTION, WellnessAssistant } from "../wellness-assistant";

const TIPS: readonly InfoCardInfo[] = [
  {
    title: "श्वास सावकाश घ्या",
    body: "अस्वस्थ वाटत असेल तेव्हा 4 आकडे मोजेपर्यंत नाकाने श्वास घ्या आणि 6 आकडे मोजेपर्यंत तोंडाने सोडा. उच्छ्वास लांब ठेवून केलेला दोन मिनिटांचा हा सराव शरीराला सांगतो की धोका नाही.",
  },
  {
    title: "काळजी कागदावर लिहा",
    body: "डोक्यात फिरत राहणारी काळजी प्रत्यक्षापेक्षा मोठी वाटते. ती लिहून काढा, आणि मग आज तिच्यासाठी करता येईल अशी एक छोटी गोष्ट लिहा. ज्याबद्दल आत्ता काही करता येत नाही, ते काही काळ बाजूला ठेवा.",
  },
  {
    title: "संपर्कात राहा",
    body: "एखाद्या मित्राला, भावंडाला किंवा आई-वडिलांना फोन करा, अगदी पाच मिनिटांसाठी का होईना. तुम्हाला कसे वाटते याबद्दल बोलणे हे तुमची काळजी करणाऱ्यांवर ओझे नसते; त्यातूनच माणसे जवळ राहतात.",
  },
  {
    title: "स्क्रीनचा वेळ मर्यादित ठेवा",
    body: "बातम्या आणि सोशल मीडियावर तासन् तास स्क्रोल करत राहिल्याने ताण वाढतो. दिवसाची पहिली आणि शेवटची 30 मिनिटे फोनशिवाय घालवा, आणि गरज नसलेली नोटिफिकेशन बंद करा.",
  },
  {
    title: "बाहेर पडा",
    body: "दिवसाच्या उजेडात 10 मिनिटे चालल्याने मनःस्थिती सुधारते आणि झोपही चांगली लागते. फोनऐवजी झाडे, आकाश किंवा आजूबाजूचा रस्ता पाहा.",
  },
  {
    title: "लवकर मदत मागा",
    body: `दोन आठवड्यांपेक्षा जास्त काळ मन उदास, अस्वस्थ किंवा निराश असेल तर डॉक्टरांशी किंवा समुपदेशकाशी बोला. Tele-MANAS ही सरकारची मोफत मानसिक आरोग्य हेल्पलाइन ${TELE_MANAS.shortNumber} वर कधीही, मराठीसह अनेक भारतीय भाषांत उत्तर देते.`,
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="मानसिक आरोग्य"
        lead="शांत मन वारंवार केलेल्या छोट्या गोष्टींतून येते: श्वास, झोप, आपली माणसे, आणि स्वतःशी थोडे प्रेमाने बोलणे. सुरुवात करण्यासाठी काही गोष्टी इथे दिल्या आहेत."
      />
      <InfoCards heading="शांत मनासाठी छोट्या सवयी" headingId="mental-tips" cards={TIPS} />
      <div className="page-section ai-stack">
        <WellnessAssistant
          heading="वेलनेस असिस्टंटला विचारा"
          intro="आत्ता तुम्हाला कसे वाटते आहे ते असिस्टंटला सांगा. पुढच्या काही मिनिटांत करून पाहता येईल अशी एक छोटी गोष्ट तो सुचवेल."
          label="आत्ता तुम्हाला कसे वाटते आहे?"
          example="उदा. उद्याच्या परीक्षेची धाकधूक वाटते आणि लक्ष लागत नाही"
          instruction={MENTAL_COACH_INSTRUCTION}
        />
        <ThoughtReframer />
      </div>
      <p className="muted page-section">
        स्वतःला इजा करण्याचे विचार मनात येत असतील, तर कृपया आत्ताच Tele-MANAS ला {TELE_MANAS.shortNumber} वर किंवा आपत्कालीन क्रमांक {EMERGENCY_NUMBER} वर फोन करा. तुम्ही
        एकटे नाही.
      </p>
      <NextSteps
        heading="आरोग्याविषयी आणखी"
        links={[
          { to: "/health/physical-wellness", label: "शारीरिक आरोग्य" },
          { to: "/health/financial-wellness", label: "आर्थिक आरोग्य" },
        ]}
      />
    </div>
  );
}

export const messages: PageContent = { Content };
