import type { MessagesOf } from "../../../i18n/catalogue";
import type { AiMessages } from "./ai.en";

export const messages: MessagesOf<AiMessages> = {
  parts: {
    cancel: "रद्द करें",
    chars: (length: number, limit: number) => `${length} / ${limit} अक्षर`,
    typedOffline: "आप ऑफलाइन हैं। आपका लिखा यहीं रहेगा; इंटरनेट लौटने पर फिर पूछें।",
  },
  wellness: {
    empty: "कृपया थोड़े में बताएं कि आप कैसा महसूस कर रहे हैं (जैसे, 'आज बहुत थकान लग रही है')।",
    tooLong: "कृपया 600 अक्षरों से कम में लिखें।",
    emptyReply: "कोई सुझाव नहीं आया। फिर कोशिश करें या कुछ और लिखकर देखें।",
    failed: "सुझाव नहीं मिल सका। फिर कोशिश करें।",
    button: "सुझाव पाएं",
    busy: "सोच रहा है...",
    placeholder: "आपका सुझाव यहां दिखेगा।",
    note: "AI के सुझाव सेहत से जुड़े आम विचार हैं, डॉक्टरी सलाह नहीं। इमरजेंसी में 112 पर कॉल करें।",
  },
  reframer: {
    heading: "सोच को नए नजरिये से देखें",
    intro: "कोई ऐसा विचार लिखें जो आपको परेशान कर रहा है, जैसे 'प्रेजेंटेशन बिगड़ गई, सब सोचते हैं मैं किसी काम का नहीं।' आपको उसे देखने का एक नरम, संतुलित तरीका मिलेगा।",
    label: "आपका विचार",
    button: "मेरी सोच को नया नजरिया दें",
    busy: "नया नजरिया तैयार हो रहा है...",
    placeholder: "नया नजरिया यहां दिखेगा।",
    empty: "कृपया पहले कोई परेशान करने वाला विचार लिखें।",
    tooLong: "कृपया इसे 500 अक्षरों से कम रखें।",
    failed: "सोच को नया नजरिया नहीं मिल सका। कृपया फिर कोशिश करें।",
  },
  helpline: {
    line: (shortNumber: string, tollFreeNumber: string) =>
      `किसी से बात करनी है? Tele-MANAS मुफ्त है, 24x7 खुली है और कई भारतीय भाषाओं में बात करती है: ${shortNumber} या ${tollFreeNumber} पर कॉल करें।`,
    urgent: (shortNumber: string, tollFreeNumber: string, emergencyNumber: string) =>
      `आप मायने रखते हैं, और मदद अभी मौजूद है। कृपया Tele-MANAS को ${shortNumber} या ${tollFreeNumber} पर कॉल करें (मुफ्त, 24x7), और खतरा हो तो ${emergencyNumber} पर।`,
  },
  cancelled: "अनुरोध रद्द कर दिया गया।",
  offline: "आप ऑफलाइन हैं, इसलिए कुछ नहीं भेजा गया। इंटरनेट लौटने पर फिर कोशिश करें।",
  emptyPrompt: "सवाल खाली नहीं हो सकता।",
  aborted: "अनुरोध रद्द हो गया या उसमें बहुत देर लगी।",
  // The body is the server's own message, which a Hindi page receives in Hindi.
  server: (status: number, body: string) => `सर्वर ने ${status} लौटाया: ${body}`,
  // The browser's message is in the browser's language: a Hindi sentence says what happened.
  network: (browserMessage: string) => (browserMessage ? "सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन देखकर फिर कोशिश करें।" : "कोई अनजानी गड़बड़ी हुई।"),
};
