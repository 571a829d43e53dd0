import type { MessagesOf } from "../../../i18n/catalogue";
import type { PlannerChartsMessages } from "./planner-charts.en";

export const messages: MessagesOf<PlannerChartsMessages> = {
  goal: {
    title: "गुंतवणुकीच्या वाढीचा अंदाज",
    year: "वर्ष",
    yAxis: "लाख (₹)",
    invested: "गुंतवणूक",
    returns: "परतावा",
    totalValue: "एकूण मूल्य",
    goal: "उद्दिष्ट",
    goalLine: (amount: string) => `उद्दिष्ट: ${amount}`,
    endOfYear: (year: string) => `वर्ष ${year} च्या शेवटी`,
    chartLabel: (goalLine: string) => `गुंतवणुकीच्या वाढीचा अंदाज: प्रत्येक वर्षाच्या शेवटपर्यंत गुंतवलेला पैसा आणि त्यावर कमावलेला परतावा. ${goalLine}.`,
  },
  cashFlow: {
    titles: { retirement: "निवृत्तीतील कॅश फ्लो", parents: "कॅश फ्लो: काढलेली रक्कम आणि शिल्लक" },
    age: "वय",
    withdrawal: "काढलेली रक्कम (करापूर्वी)",
    balance: "शिल्लक",
    chartLabel: (title: string) => `${title}: प्रत्येक वयात काढलेली रक्कम (करापूर्वी) स्तंभांच्या रूपात आणि शिल्लक रेषेच्या रूपात.`,
  },
};
