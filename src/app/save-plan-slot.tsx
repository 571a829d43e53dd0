// 'Save plan' on every calculator, for a logged-in visitor only. The route table passes this
// to the calculator pages (routes.tsx); the form itself (src/account/save-plan.tsx) loads in
// its own chunk on first use, so the app reaches the account pages only through lazy imports.
import { lazy, Suspense, type ComponentType } from "react";
import type { CalculatorActionsProps as SavePlanProps } from "../calculators/calculator-page";
import { useSession } from "./session";

// If the chunk cannot load, the calculator still works: the button is simply absent.
const noSavePlan: ComponentType<SavePlanProps> = () => null;
const SavePlan = lazy<ComponentType<SavePlanProps>>(() =>
  import("../account/save-plan").then(
    (module) => ({ default: module.SavePlan }),
    () => ({ default: noSavePlan }),
  ),
);

export function SavePlanSlot(props: SavePlanProps) {
  const { session } = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <SavePlan {...props} />
    </Suspense>
  );
}
