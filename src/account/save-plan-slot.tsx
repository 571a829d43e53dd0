// 'Save plan' on every calculator, for a logged-in visitor only. The app passes this to the
// calculator pages (src/app/routes.tsx); the form itself loads in its own chunk on first use.
import { lazy, Suspense, type ComponentType } from "react";
import { useSession } from "../app/session";

export interface SavePlanProps {
  toolId: string;
  title: string;
  inputs: Readonly<Record<string, string>>;
}

// If the chunk cannot load, the calculator still works: the button is simply absent.
const noSavePlan: ComponentType<SavePlanProps> = () => null;
const SavePlan = lazy<ComponentType<SavePlanProps>>(() =>
  import("./save-plan").then(
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
