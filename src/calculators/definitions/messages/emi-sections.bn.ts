import { MONTHS } from "./months.bn";
import type { MessagesOf } from "../../../i18n/catalogue";
import type { EmiSectionsMessages } from "./emi-sections.en";

export const messages: MessagesOf<EmiSectionsMessages> = {
  months: [...MONTHS],
  yearly: {
    caption: "বছরওয়ারি ঋণ শোধ",
    download: "বার্ষিক সূচি ডাউনলোড করুন (CSV)",
    year: "বছর",
    principalPaid: "শোধ করা আসল",
    prepayment: "আগাম পরিশোধ",
    interestPaid: "দেওয়া সুদ",
    balanceAtYearEnd: "বছরের শেষে বকেয়া ঋণ",
  },
  monthly: {
    showYear: "বছর বাছুন",
    download: "মাসিক সূচি ডাউনলোড করুন (CSV)",
    region: "মাসওয়ারি ঋণ শোধ",
    caption: (year) => `${year} সালের মাসওয়ারি ঋণ শোধ`,
    loanMonth: "ঋণের মাস",
    month: "মাস",
    principal: "আসল",
    prepayment: "আগাম পরিশোধ",
    interest: "সুদ",
    balance: "বকেয়া ঋণ",
  },
  chart: {
    title: "বছরওয়ারি ঋণ শোধ ও বকেয়া ঋণ",
    summary: "প্রতি বছর শোধ করা আসল ও সুদ, আর প্রতি বছরের শেষে বকেয়া ঋণ",
    summaryWithPrepayments: "প্রতি বছর শোধ করা আসল (আগাম পরিশোধ সহ) ও সুদ, আর প্রতি বছরের শেষে বকেয়া ঋণ, আগাম পরিশোধ সহ ও তা ছাড়া",
    year: "বছর",
    principalPaid: "শোধ করা আসল",
    principalWithPrepayments: "শোধ করা আসল (আগাম পরিশোধ সহ)",
    interestPaid: "দেওয়া সুদ",
    balanceAtYearEnd: "বছরের শেষে বকেয়া ঋণ",
    balanceWithoutPrepayments: "আগাম পরিশোধ ছাড়া বকেয়া ঋণ",
    paidInYear: "বছরে দেওয়া",
    balance: "বকেয়া ঋণ",
  },
  csv: {
    loanMonth: "ঋণের মাস",
    calendarYear: "ক্যালেন্ডার বছর",
    calendarMonth: "ক্যালেন্ডার মাস",
    month: "মাস",
    year: "বছর",
    principal: "আসল",
    interest: "সুদ",
    balance: "বকেয়া ঋণ",
    prepayment: "আগাম পরিশোধ",
  },
};
