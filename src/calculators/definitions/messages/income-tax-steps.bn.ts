import type { MessagesOf } from "../../../i18n/catalogue";
import type { IncomeTaxStepsMessages } from "./income-tax-steps.en";

export const messages: MessagesOf<IncomeTaxStepsMessages> = {
  heading: "নতুন আর পুরনো কর ব্যবস্থা, ধাপে ধাপে",
  step: "ধাপ",
  newRegime: "নতুন ব্যবস্থা",
  oldRegime: "পুরনো ব্যবস্থা",
  steps: {
    grossIncome: "মোট আয় (বেতন + অন্যান্য আয়)",
    hraExemption: "HRA-র ছাড়",
    standardDeduction: "স্ট্যান্ডার্ড ডিডাকশন",
    homeLoanInterest: "গৃহঋণের সুদ, 24(b)",
    allowed80C: "80C (₹1.5 লক্ষ পর্যন্ত)",
    allowed80D: "80D (স্বাস্থ্যবিমা)",
    allowed80CCD1B: "80CCD(1B) (₹50,000 পর্যন্ত)",
    taxableIncome: "করযোগ্য আয়",
    slabTax: "স্ল্যাবের হারে কর",
    rebate: "ধারা 87A-র রিবেট (মার্জিনাল রিলিফ সহ)",
    surcharge: "সারচার্জ (মার্জিনাল রিলিফের পরে)",
    surchargeRelief: "সারচার্জে মার্জিনাল রিলিফ (আগেই বাদ দেওয়া)",
    cess: "স্বাস্থ্য ও শিক্ষা সেস, 4%",
    totalTax: "মোট কর",
  },
  note: "নতুন ব্যবস্থায় এখানে শুধু স্ট্যান্ডার্ড ডিডাকশন মেলে; পুরনো ব্যবস্থার ছাড়গুলি তাদের সীমা মেনে যতটা মেলে, ততটাই দেখানো হয়েছে।",
};
