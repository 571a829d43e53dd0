import { MONTHS } from "./months.hi";
import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmiSectionsMessages } from "./emi-sections.en";

export const messages: MessagesOf<EmiSectionsMessages> = {
  months: [...MONTHS],
  yearly: {
    caption: "साल-दर-साल भुगतान",
    download: "सालाना शेड्यूल डाउनलोड करें (CSV)",
    year: "वर्ष",
    principalPaid: "चुकाया मूलधन",
    prepayment: "प्रीपेमेंट",
    interestPaid: "चुकाया ब्याज",
    balanceAtYearEnd: "साल के अंत में बकाया",
  },
  monthly: {
    showYear: "वर्ष चुनें",
    download: "मासिक शेड्यूल डाउनलोड करें (CSV)",
    region: "महीने-दर-महीने भुगतान",
    caption: (year) => `${year} में महीने-दर-महीने भुगतान`,
    loanMonth: "लोन का महीना",
    month: "महीना",
    principal: "मूलधन",
    prepayment: "प्रीपेमेंट",
    interest: "ब्याज",
    balance: "बकाया",
  },
  chart: {
    title: "साल-दर-साल भुगतान और बकाया रकम",
    summary: "हर साल चुकाया मूलधन और ब्याज, और हर साल के अंत में बकाया रकम",
    summaryWithPrepayments: "हर साल चुकाया मूलधन (प्रीपेमेंट सहित) और ब्याज, और हर साल के अंत में बकाया रकम, प्रीपेमेंट के साथ और उसके बिना",
    year: "वर्ष",
    principalPaid: "चुकाया मूलधन",
    principalWithPrepayments: "चुकाया मूलधन (प्रीपेमेंट सहित)",
    interestPaid: "चुकाया ब्याज",
    balanceAtYearEnd: "साल के अंत में बकाया",
    balanceWithoutPrepayments: "प्रीपेमेंट के बिना बकाया",
    paidInYear: "साल में भुगतान",
    balance: "बकाया",
  },
  csv: {
    loanMonth: "लोन का महीना",
    calendarYear: "कैलेंडर वर्ष",
    calendarMonth: "कैलेंडर महीना",
    month: "महीना",
    year: "वर्ष",
    principal: "मूलधन",
    interest: "ब्याज",
    balance: "बकाया",
    prepayment: "प्रीपेमेंट",
  },
};
