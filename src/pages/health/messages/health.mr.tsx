// /mr/health: the Health hero and its three pillar cards in Marathi.
import type { PageContent } from "../../../i18n/catalogue";
import { LinkCards, PageIntro, type LinkCardInfo } from "../../page-parts";

const PILLARS: readonly LinkCardInfo[] = [
  {
    to: "/health/physical-wellness",
    title: "शारीरिक आरोग्य",
    body: "भारतीय दिनक्रमात बसणारी झोप, आहार आणि व्यायाम, आणि तुम्हाला कसे वाटते त्यानुसार झटपट होणारा पदार्थ आणि 10 मिनिटांची हालचाल सुचवणारा असिस्टंट.",
  },
  {
    to: "/health/mental-wellness",
    title: "मानसिक आरोग्य",
    body: "शांत मनासाठी छोट्या सवयी, मन खचलेल्या क्षणासाठी एक असिस्टंट, आणि पुन्हा पुन्हा फेर धरणाऱ्या काळज्यांसाठी विचाराकडे नव्या नजरेने पाहण्याचे टूल.",
  },
  {
    to: "/health/financial-wellness",
    title: "आर्थिक आरोग्य",
    body: "आरोग्याची पैशाची बाजू: समजणारा विमा, वैद्यकीय आपत्कालीन निधी, आणि उपचारांवर विचारपूर्वक खर्च.",
  },
];

function Content() {
  return (
    <div className="container page">
      <PageIntro
        title="आरोग्य"
        lead="चांगले आरोग्य हा असा पाया आहे ज्यावर इतर प्रत्येक योजना उभी राहते. ही पाने गोष्टी व्यवहार्य ठेवतात: शरीर आणि मनासाठी रोजच्या छोट्या सवयी, आणि आजारपण आर्थिक संकटात बदलू न देणारे पैशाचे नियोजन."
      />
      <LinkCards cards={PILLARS} label="आरोग्याचे स्तंभ" />
      <p className="muted page-section">
        इथली प्रत्येक गोष्ट सर्वसाधारण माहिती आहे, वैद्यकीय सल्ला नाही. कोणतेही लक्षण किंवा आजार असल्यास कृपया डॉक्टरांना दाखवा. आणीबाणीत 112 वर फोन करा.
      </p>
    </div>
  );
}

export const messages: PageContent = { Content };
