import type { MessagesOf } from "../../../i18n/catalogue";
import type { AiMessages } from "./ai.en";

export const messages: MessagesOf<AiMessages> = {
  cancelled: "अनुरोध रद्द कर दिया गया।",
  offline: "आप ऑफलाइन हैं, इसलिए कुछ नहीं भेजा गया। इंटरनेट लौटने पर फिर कोशिश करें।",
  emptyPrompt: "सवाल खाली नहीं हो सकता।",
  aborted: "अनुरोध रद्द हो गया या उसमें बहुत देर लगी।",
  // The body is the server's own message, which a Hindi page receives in Hindi.
  server: (status: number, body: string) => `सर्वर ने ${status} लौटाया: ${body}`,
  // The browser's message is in the browser's language: a Hindi sentence says what happened.
  network: (browserMessage: string) => (browserMessage ? "सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन देखकर फिर कोशिश करें।" : "कोई अनजानी गड़बड़ी हुई।"),
};
