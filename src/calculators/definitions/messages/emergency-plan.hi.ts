import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmergencyPlanMessages } from "./emergency-plan.en";

export const messages: MessagesOf<EmergencyPlanMessages> = {
  heading: "हर महीने थोड़ा-थोड़ा जोड़कर फंड बनाएं",
  minimumIn12: (fund) => `हर महीने {amount} बचाएं, तो 12 महीने में ${fund} का न्यूनतम फंड बन जाएगा।`,
  idealIn24: (fund) => `हर महीने {amount} बचाएं, तो 24 महीने में ${fund} का आदर्श फंड बन जाएगा।`,
  howTo: "तनख्वाह वाले दिन, खर्च करने से पहले, किसी अलग खाते में ऑटोमैटिक ट्रांसफर सेट कर दें, जिसे आप रोज के भुगतान के लिए इस्तेमाल नहीं करते।",
};
