import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmergencyPlanMessages } from "./emergency-plan.en";

export const messages: MessagesOf<EmergencyPlanMessages> = {
  heading: "दरमहा थोडे-थोडे जोडून निधी उभारा",
  minimumIn12: (fund) => `दरमहा {amount} वाचवले, तर 12 महिन्यांत ${fund} चा किमान निधी तयार होईल.`,
  idealIn24: (fund) => `दरमहा {amount} वाचवले, तर 24 महिन्यांत ${fund} चा आदर्श निधी तयार होईल.`,
  howTo: "पगाराच्या दिवशी, खर्च करण्यापूर्वीच, रोजच्या व्यवहारांसाठी न वापरल्या जाणाऱ्या वेगळ्या खात्यात आपोआप होणारे ट्रान्सफर सुरू करा.",
};
