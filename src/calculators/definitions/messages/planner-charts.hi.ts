import type { MessagesOf } from "../../../i18n/catalogue";
import type { PlannerChartsMessages } from "./planner-charts.en";

export const messages: MessagesOf<PlannerChartsMessages> = {
  goal: {
    title: "निवेश की बढ़त का अनुमान",
    year: "वर्ष",
    yAxis: "लाख (₹)",
    invested: "निवेश",
    returns: "रिटर्न",
    totalValue: "कुल मूल्य",
    goal: "लक्ष्य",
    goalLine: (amount: string) => `लक्ष्य: ${amount}`,
    endOfYear: (year: string) => `वर्ष ${year} के अंत में`,
    chartLabel: (goalLine: string) => `निवेश की बढ़त का अनुमान: हर साल के अंत तक लगाया गया पैसा और उस पर कमाया गया रिटर्न। ${goalLine}।`,
  },
  cashFlow: {
    titles: { retirement: "रिटायरमेंट में कैश फ्लो", parents: "कैश फ्लो: निकासी और बैलेंस" },
    age: "उम्र",
    withdrawal: "निकासी (टैक्स से पहले)",
    balance: "बैलेंस",
    chartLabel: (title: string) => `${title}: हर उम्र पर निकासी (टैक्स से पहले) कॉलम के रूप में और बैलेंस रेखा के रूप में।`,
  },
};
