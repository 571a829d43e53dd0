import { MONTHS } from "./months.mr";
import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmiSectionsMessages } from "./emi-sections.en";

export const messages: MessagesOf<EmiSectionsMessages> = {
  months: [...MONTHS],
  yearly: {
    caption: "वर्षनिहाय परतफेड",
    download: "वार्षिक वेळापत्रक डाउनलोड करा (CSV)",
    year: "वर्ष",
    principalPaid: "फेडलेले मुद्दल",
    prepayment: "मुदतपूर्व परतफेड",
    interestPaid: "भरलेले व्याज",
    balanceAtYearEnd: "वर्षअखेरीस शिल्लक कर्ज",
  },
  monthly: {
    showYear: "वर्ष निवडा",
    download: "मासिक वेळापत्रक डाउनलोड करा (CSV)",
    region: "महिनानिहाय परतफेड",
    caption: (year) => `${year} मधील महिनानिहाय परतफेड`,
    loanMonth: "कर्जाचा महिना",
    month: "महिना",
    principal: "मुद्दल",
    prepayment: "मुदतपूर्व परतफेड",
    interest: "व्याज",
    balance: "शिल्लक कर्ज",
  },
  chart: {
    title: "वर्षनिहाय परतफेड आणि शिल्लक कर्ज",
    summary: "दरवर्षी फेडलेले मुद्दल आणि व्याज, आणि प्रत्येक वर्षअखेरीस शिल्लक कर्ज",
    summaryWithPrepayments: "दरवर्षी फेडलेले मुद्दल (मुदतपूर्व परतफेडीसह) आणि व्याज, आणि प्रत्येक वर्षअखेरीस शिल्लक कर्ज, मुदतपूर्व परतफेडीसह आणि तिच्याशिवाय",
    year: "वर्ष",
    principalPaid: "फेडलेले मुद्दल",
    principalWithPrepayments: "फेडलेले मुद्दल (मुदतपूर्व परतफेडीसह)",
    interestPaid: "भरलेले व्याज",
    balanceAtYearEnd: "वर्षअखेरीस शिल्लक कर्ज",
    balanceWithoutPrepayments: "मुदतपूर्व परतफेडीशिवाय शिल्लक कर्ज",
    paidInYear: "वर्षात भरलेले",
    balance: "शिल्लक कर्ज",
  },
  csv: {
    loanMonth: "कर्जाचा महिना",
    calendarYear: "कॅलेंडर वर्ष",
    calendarMonth: "कॅलेंडर महिना",
    month: "महिना",
    year: "वर्ष",
    principal: "मुद्दल",
    interest: "व्याज",
    balance: "शिल्लक कर्ज",
    prepayment: "मुदतपूर्व परतफेड",
  },
};
