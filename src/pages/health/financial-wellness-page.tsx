// /health/financial-wellness (spec 2 §2): the three info cards and the AI Medical Fund Planner.
// Its words, per language, are in messages/financial-wellness.<locale>.tsx (prose with links);
// the planner's in messages/planner.
import { useMessages } from "../../i18n/use-locale";
import { MedicalFundPlanner } from "./medical-fund-planner";
import { financialWellnessContent } from "./messages/financial-wellness";
import "../explainer.css";
import "../ai/ai.css";

export function FinancialWellnessPage() {
  const { Content } = useMessages(financialWellnessContent);
  return <Content planner={<MedicalFundPlanner />} />;
}
