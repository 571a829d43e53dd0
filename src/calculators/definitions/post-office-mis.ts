// Post Office Monthly Income Scheme: one deposit in multiples of ₹1,000 (up to ₹9 lakh single,
// ₹15 lakh joint), interest paid out every month at the annual rate ÷ 12, the deposit back after
// 5 years. Limits and the default rate: reference-data.ts (POST_OFFICE_MIS_RULES).
import type { PayoutResult } from "../../../workers/calc-contract";
import type { CalculatorDefinition } from "../definition";
import { POST_OFFICE_MIS_RULES as MIS } from "../reference-data";
import { atMost, firstError, genericRequired } from "../rules";
import { payoutParts } from "./payout-parts";
import { atLeastRupees, atMostRupees, MAX_SCHEME_RATE_PCT, multipleOfRupees, RATE_LABEL, rateField, rateSource, rulesSource } from "./scheme-parts";

type MisField = "deposit" | "annualRate" | "accountType";

const LABELS = {
  deposit: "Deposit amount",
  annualRate: RATE_LABEL,
  accountType: "Account type",
} as const satisfies Record<MisField, string>;

/** The choice's values: what validate() sees for each account type. */
const SINGLE = 1;
const JOINT = 2;

export const postOfficeMisDefinition: CalculatorDefinition<MisField, PayoutResult> = {
  id: "post-office-mis",
  title: "Post Office MIS Calculator",
  description: "Find the monthly income the Post Office Monthly Income Scheme pays on your deposit, and the interest over its 5 years.",
  fields: [
    {
      kind: "choice",
      id: "accountType",
      label: LABELS.accountType,
      display: "select",
      defaultValue: "single",
      options: [
        { key: "single", label: "Single (up to ₹9,00,000)", value: SINGLE },
        { key: "joint", label: "Joint (up to ₹15,00,000)", value: JOINT },
      ],
    },
    // Starts well inside the single-account limit: a default at the ₹9 lakh limit put the
    // slider's next step (towards the joint limit) straight into an error.
    { id: "deposit", label: LABELS.deposit, unit: "rupees", defaultValue: 500_000, slider: { min: MIS.minDeposit, max: MIS.maxDepositJoint, step: MIS.depositMultiple } },
    rateField(MIS.rate),
  ],
  validate: (values) => {
    const joint = values.accountType.value === JOINT;
    const limit = joint ? MIS.maxDepositJoint : MIS.maxDepositSingle;
    return {
      deposit: firstError(values.deposit, [
        genericRequired(LABELS.deposit),
        atLeastRupees(LABELS.deposit, MIS.minDeposit, "the MIS minimum"),
        atMostRupees(LABELS.deposit, limit, joint ? "the MIS limit for a joint account" : "the MIS limit for a single account"),
        multipleOfRupees(LABELS.deposit, MIS.depositMultiple),
      ]),
      annualRate: firstError(values.annualRate, [genericRequired(LABELS.annualRate), atMost(LABELS.annualRate, MAX_SCHEME_RATE_PCT, "percent")]),
    };
  },
  compute: (client, { deposit, annualRate }) => client.postOfficeMis({ deposit, annualRate }),
  ...payoutParts({ payoutId: "monthlyPayout", payoutLabel: "Interest every month" }),
  convention: `Interest paid every month at the annual rate ÷ 12 (not compounded) for 5 years; the deposit back at maturity; before tax. ${rateSource("Post Office MIS", MIS.rate)} ${rulesSource(MIS)}`,
  method: [
    "The Monthly Income Scheme pays simple interest: a month after you open the account and every month after it, you receive the deposit × the annual rate ÷ 12. Interest left unclaimed earns nothing more.",
    "Interest every month = D × r ÷ 12; interest a year = D × r; total interest over 5 years = D × r × 5, where D is the deposit and r the annual rate as a fraction (7.4% = 0.074). The deposit comes back after 5 years, so total received = D + total interest.",
    "Deposits are in multiples of ₹1,000, from ₹1,000 to ₹9 lakh in a single account or ₹15 lakh in a joint account (up to three adults, each holding an equal share; no one may hold more than ₹9 lakh across accounts).",
    "The interest is taxed at your slab and the deposit gets no section 80C deduction. The account can be closed after a year: 2% of the deposit is deducted before 3 years, 1% after.",
  ],
};
