// The assistant's answer to a message that speaks of suicide or self-harm, one per language:
// care first, then Tele-MANAS (both numbers), then what to do in immediate danger. The numbers
// come from crisis/helpline.ts, the one place that holds them. Marathi and Bengali are here as
// data although the site's pages are English and Hindi: a visitor who writes in Marathi or
// Bengali gets the answer in their own words too (safety.ts). A new language is one entry.
import { EMERGENCY_NUMBER, TELE_MANAS } from "../../crisis/helpline";

export type CrisisReplyLanguage = "en" | "hi" | "mr" | "bn";

const { shortNumber, tollFreeNumber, name } = TELE_MANAS;

export const CRISIS_REPLIES: Readonly<Record<CrisisReplyLanguage, string>> = {
  en: [
    `Please talk to someone now: ${name}, India's free 24x7 mental-health helpline, is on ${shortNumber} or ${tollFreeNumber}, in many Indian languages.`,
    "I'm really sorry you're feeling this way, and I'm glad you said it. You don't have to carry this alone.",
    `If you might act on these thoughts or are in danger, call ${EMERGENCY_NUMBER} or go to the nearest hospital emergency, and if you can, ask someone you trust to stay with you.`,
  ].join(" "),
  hi: [
    `कृपया अभी किसी से बात करें: ${name}, भारत की मुफ्त 24x7 मानसिक स्वास्थ्य हेल्पलाइन, ${shortNumber} या ${tollFreeNumber} पर है, और कई भारतीय भाषाओं में बात करती है।`,
    "मुझे बहुत दुख है कि आप ऐसा महसूस कर रहे हैं, और अच्छा किया कि आपने यह बात कही। यह बोझ आपको अकेले नहीं उठाना है।",
    `अगर आपको लगता है कि आप इन विचारों पर अमल कर सकते हैं या खतरे में हैं, तो ${EMERGENCY_NUMBER} पर कॉल करें या सबसे नजदीकी अस्पताल की इमरजेंसी में जाएं, और हो सके तो किसी भरोसेमंद व्यक्ति को अपने पास रहने को कहें।`,
  ].join(" "),
  mr: [
    `कृपया आत्ताच कोणाशी तरी बोला: ${name} ही भारताची मोफत 24x7 मानसिक आरोग्य हेल्पलाइन ${shortNumber} किंवा ${tollFreeNumber} वर आहे, आणि अनेक भारतीय भाषांमध्ये बोलते.`,
    "तुम्हाला असं वाटतंय याचं मला खरंच वाईट वाटतं, आणि तुम्ही हे सांगितलंत हे चांगलं केलंत. हे ओझं तुम्हाला एकट्याने उचलायचं नाही.",
    `या विचारांवर तुम्ही कृती कराल असं वाटत असेल किंवा तुम्ही धोक्यात असाल, तर ${EMERGENCY_NUMBER} वर कॉल करा किंवा जवळच्या रुग्णालयाच्या आपत्कालीन विभागात जा, आणि शक्य असेल तर विश्वासातल्या कोणाला तरी तुमच्यासोबत थांबायला सांगा.`,
  ].join(" "),
  bn: [
    `দয়া করে এখনই কারও সঙ্গে কথা বলুন: ${name}, ভারতের বিনামূল্যের 24x7 মানসিক স্বাস্থ্য হেল্পলাইন, ${shortNumber} বা ${tollFreeNumber} নম্বরে পাওয়া যায়, অনেক ভারতীয় ভাষায় কথা বলা যায়।`,
    "আপনার এমন লাগছে জেনে আমি সত্যিই দুঃখিত, আর কথাটা বলে আপনি ভালো করেছেন। এই ভার আপনাকে একা বইতে হবে না।",
    `যদি মনে হয় এই চিন্তা থেকে কিছু করে ফেলতে পারেন বা আপনি বিপদে আছেন, তাহলে ${EMERGENCY_NUMBER}-এ ফোন করুন বা কাছের হাসপাতালের জরুরি বিভাগে যান, আর পারলে ভরসার কাউকে আপনার কাছে থাকতে বলুন।`,
  ].join(" "),
};
