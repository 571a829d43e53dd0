import type { MessagesOf } from "../../../i18n/catalogue";
import type { PlannerChartsMessages } from "./planner-charts.en";

export const messages: MessagesOf<PlannerChartsMessages> = {
  goal: {
    title: "বিনিয়োগের বৃদ্ধির অনুমান",
    year: "বছর",
    yAxis: "লক্ষ (₹)",
    invested: "বিনিয়োগ",
    returns: "রিটার্ন",
    totalValue: "মোট মূল্য",
    goal: "লক্ষ্য",
    goalLine: (amount: string) => `লক্ষ্য: ${amount}`,
    endOfYear: (year: string) => `${year} নম্বর বছরের শেষে`,
    chartLabel: (goalLine: string) => `বিনিয়োগের বৃদ্ধির অনুমান: প্রতি বছরের শেষে বিনিয়োগ করা টাকা আর তাতে পাওয়া রিটার্ন। ${goalLine}।`,
  },
  cashFlow: {
    titles: { retirement: "অবসরের পরে টাকার আসা-যাওয়া", parents: "টাকার আসা-যাওয়া: তোলা টাকা আর বাকি তহবিল" },
    age: "বয়স",
    withdrawal: "তোলা টাকা (করের আগে)",
    balance: "বাকি তহবিল",
    chartLabel: (title: string) => `${title}: প্রতি বয়সে তোলা টাকা (করের আগে) স্তম্ভে আর বাকি তহবিল রেখায়।`,
  },
};
