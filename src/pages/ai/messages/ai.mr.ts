// The AI panels' own words in Marathi (glossary: docs/languages-marathi.md).
import type { MessagesOf } from "../../../i18n/catalogue";
import type { AiMessages } from "./ai.en";

export const messages: MessagesOf<AiMessages> = {
  parts: {
    cancel: "रद्द करा",
    chars: (length: number, limit: number) => `${length} / ${limit} अक्षरे`,
    typedOffline: "तुम्ही ऑफलाइन आहात. तुम्ही लिहिलेले इथेच राहील; इंटरनेट परत आल्यावर पुन्हा विचारा.",
  },
  wellness: {
    empty: "कृपया तुम्हाला कसे वाटते आहे ते थोडक्यात सांगा (उदा. 'आज खूप थकवा जाणवतो आहे').",
    tooLong: "कृपया 600 अक्षरांपेक्षा कमी लिहा.",
    emptyReply: "कोणतीही सूचना आली नाही. पुन्हा प्रयत्न करा किंवा वेगळ्या शब्दांत लिहून पाहा.",
    failed: "सूचना मिळू शकली नाही. पुन्हा प्रयत्न करा.",
    button: "सूचना मिळवा",
    busy: "विचार सुरू आहे...",
    placeholder: "तुमची सूचना इथे दिसेल.",
    note: "AI च्या सूचना आरोग्याविषयीच्या सर्वसाधारण कल्पना आहेत, वैद्यकीय सल्ला नाही. आणीबाणीत 112 वर फोन करा.",
  },
  reframer: {
    heading: "विचाराकडे नव्या नजरेने",
    intro: "मनावर ओझे ठरणारा एखादा विचार लिहा, उदा. 'प्रेझेंटेशन बिघडले, सगळ्यांना वाटते मी कुचकामी आहे.' त्याच्याकडे पाहण्याची एक सौम्य, संतुलित दृष्टी तुम्हाला मिळेल.",
    label: "तुमचा विचार",
    button: "माझ्या विचाराकडे नव्या नजरेने पाहा",
    busy: "नवी दृष्टी तयार होत आहे...",
    placeholder: "नवी दृष्टी इथे दिसेल.",
    empty: "कृपया आधी मनाला त्रास देणारा एखादा विचार लिहा.",
    tooLong: "कृपया हे 500 अक्षरांपेक्षा कमी ठेवा.",
    failed: "विचाराला नवी दृष्टी देता आली नाही. कृपया पुन्हा प्रयत्न करा.",
  },
  helpline: {
    line: (shortNumber: string, tollFreeNumber: string) =>
      `कोणाशी तरी बोलायचे आहे? Tele-MANAS ही मोफत, 24x7 चालणारी सेवा आहे आणि अनेक भारतीय भाषांत, मराठीतही, बोलते: ${shortNumber} किंवा ${tollFreeNumber} वर फोन करा.`,
    urgent: (shortNumber: string, tollFreeNumber: string, emergencyNumber: string) =>
      `तुम्ही महत्त्वाचे आहात, आणि मदत आत्ता उपलब्ध आहे. कृपया Tele-MANAS ला ${shortNumber} किंवा ${tollFreeNumber} वर फोन करा (मोफत, 24x7), आणि जिवाला धोका असेल तर ${emergencyNumber} वर.`,
  },
  cancelled: "विनंती रद्द केली.",
  offline: "तुम्ही ऑफलाइन आहात, त्यामुळे काहीही पाठवले गेले नाही. इंटरनेट परत आल्यावर पुन्हा प्रयत्न करा.",
  emptyPrompt: "प्रश्न रिकामा असू शकत नाही.",
  aborted: "विनंती रद्द झाली किंवा तिला खूप वेळ लागला.",
  // The body is the server's own message, which a Marathi page receives in Marathi.
  server: (status: number, body: string) => `सर्व्हरने ${status} परत पाठवले: ${body}`,
  // The browser's message is in the browser's language: a Marathi sentence says what happened.
  network: (browserMessage: string) => (browserMessage ? "सर्व्हरशी संपर्क होऊ शकला नाही. कृपया तुमचे कनेक्शन तपासून पुन्हा प्रयत्न करा." : "काहीतरी अनपेक्षित बिघडले."),
};
