// The protection quiz (spec 2 §2, §3): three answers in, a checklist out. The advice follows
// the page's own figures: base health cover of ₹5-10 lakh, an emergency fund of 3-6 months.

export interface ProtectionAnswers {
  dependents: boolean;
  healthCover: boolean;
  vehicle: boolean;
}

export const NO_ANSWERS: ProtectionAnswers = { dependents: false, healthCover: false, vehicle: false };

/** The checklist's items in English; a page's language has its own (messages/protection-quiz). */
export const PROTECTION_CHECKLIST = {
  emergencyFund: "Keep an emergency fund of 3-6 months of expenses, so a small crisis never becomes a claim or a loan.",
  reviewHealth:
    "Review your health policy: is the sum insured at least ₹5-10 lakh, and is it your own policy rather than only your employer's group cover, which ends with the job?",
  buyHealth:
    "Buy a health policy with a base cover of ₹5-10 lakh for yourself and your family; a family floater covers everyone under one sum insured.",
  buyTerm: "Buy a pure term life plan of about 10-15 times your yearly income, running until your dependents no longer rely on you.",
  termLater: "You may not need life cover yet. When someone starts to depend on your income, buy a term plan early, while premiums are low.",
  keepMotor:
    "Keep your motor insurance renewed: third-party cover is compulsory by law, and comprehensive cover also pays for damage to your own vehicle.",
  noMotor: "No motor cover is needed now; if you buy a vehicle, third-party insurance is compulsory from the first day.",
  papers: "Write down every policy number and nominee, and tell your family where the papers are.",
};

export type ChecklistWords = typeof PROTECTION_CHECKLIST;

export function protectionChecklist({ dependents, healthCover, vehicle }: ProtectionAnswers, words: ChecklistWords = PROTECTION_CHECKLIST): string[] {
  return [
    words.emergencyFund,
    healthCover ? words.reviewHealth : words.buyHealth,
    dependents ? words.buyTerm : words.termLater,
    vehicle ? words.keepMotor : words.noMotor,
    words.papers,
  ];
}
