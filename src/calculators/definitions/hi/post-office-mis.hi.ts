// The Post Office MIS calculator in Hindi (i18n/definition-text.ts says how a text is read).
import { formatRupees } from "../../../lib/format-money";
import type { DefinitionText } from "../../i18n/definition-text";
import { POST_OFFICE_MIS_RULES as MIS } from "../../reference-data";
import { PAYOUT_HI, RATE_FIELD_HI, rateSourceHi, rulesSourceHi, schemeRulePatterns } from "./scheme-parts.hi";

const FIELDS = {
  deposit: "जमा राशि",
  ...RATE_FIELD_HI,
  accountType: "खाते का प्रकार",
} as const;

export const text: DefinitionText = {
  title: "पोस्ट ऑफिस MIS कैलकुलेटर",
  description:
    "जानिए कि पोस्ट ऑफिस मंथली इनकम स्कीम (POMIS) आपकी जमा राशि पर हर महीने कितनी आमदनी देगी, और 5 साल में कुल कितना ब्याज।",
  fields: FIELDS,
  options: {
    accountType: {
      single: `एकल खाता (${formatRupees(MIS.maxDepositSingle)} तक)`,
      joint: `संयुक्त खाता (${formatRupees(MIS.maxDepositJoint)} तक)`,
    },
  },
  results: { monthlyPayout: "हर महीने ब्याज", ...PAYOUT_HI.results },
  convention: `ब्याज 5 साल तक हर महीने सालाना दर ÷ 12 पर मिलता है (चक्रवृद्धि नहीं); मैच्योरिटी पर जमा राशि वापस; टैक्स से पहले। ${rateSourceHi("POMIS", MIS.rate)} ${rulesSourceHi(MIS)}`,
  method: [
    "मंथली इनकम स्कीम में साधारण ब्याज मिलता है: खाता खुलने के एक महीने बाद से हर महीने आपको जमा राशि × सालाना दर ÷ 12 मिलता है। जो ब्याज आप नहीं निकालते, उस पर आगे कोई ब्याज नहीं मिलता।",
    "हर महीने ब्याज = D × r ÷ 12; एक साल का ब्याज = D × r; 5 साल का कुल ब्याज = D × r × 5, जहां D जमा राशि है और r सालाना दर, दशमलव में (7.4% = 0.074)। जमा राशि 5 साल बाद वापस मिलती है, इसलिए कुल मिलने वाली राशि = D + कुल ब्याज।",
    "जमा ₹1,000 के गुणक में होती है: एकल खाते में ₹1,000 से ₹9 लाख तक, संयुक्त खाते में ₹15 लाख तक (अधिकतम तीन वयस्क, सबका बराबर हिस्सा; कोई भी व्यक्ति सभी खातों में मिलाकर ₹9 लाख से ज्यादा नहीं रख सकता)।",
    "ब्याज पर आपके स्लैब के हिसाब से टैक्स लगता है और जमा पर धारा 80C की कटौती नहीं मिलती। खाता एक साल बाद बंद किया जा सकता है: 3 साल से पहले बंद करने पर जमा का 2% कटता है, उसके बाद 1%।",
  ],
  tables: PAYOUT_HI.tables,
  messages: PAYOUT_HI.messages,
  patterns: schemeRulePatterns({ "Deposit amount": FIELDS.deposit }),
};
