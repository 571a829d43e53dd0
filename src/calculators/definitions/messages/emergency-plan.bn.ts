import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmergencyPlanMessages } from "./emergency-plan.en";

export const messages: MessagesOf<EmergencyPlanMessages> = {
  heading: "মাসে মাসে তহবিল গড়ে তুলুন",
  minimumIn12: (fund) => `প্রতি মাসে {amount} সঞ্চয় করলে 12 মাসে ${fund}-এর ন্যূনতম তহবিল তৈরি হবে।`,
  idealIn24: (fund) => `প্রতি মাসে {amount} সঞ্চয় করলে 24 মাসে ${fund}-এর আদর্শ তহবিল তৈরি হবে।`,
  howTo: "বেতনের দিনেই, খরচ করার আগে, রোজকার লেনদেনে ব্যবহার করেন না এমন একটি আলাদা অ্যাকাউন্টে স্বয়ংক্রিয় ট্রান্সফার চালু করে দিন।",
};
