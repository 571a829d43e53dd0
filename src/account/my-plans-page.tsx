// /my-plans (issue 7): the logged-in visitor's saved plans, most recently changed first; each
// opens its calculator with the saved inputs. Logged out, the page offers to log in and
// returns here afterwards.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useSession } from "../app/session";
import { listPlans, type SavedPlan } from "../lib/api-client";
import { NETWORK_FAILURE } from "./account-rules";
import { PlanItem } from "./plan-item";
import "./account.css";

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; plans: SavedPlan[] };

export function MyPlansPage() {
  const { session, endSession } = useSession();
  return (
    <div className="container page account-page">
      <h1 id="my-plans-heading" tabIndex={-1}>
        My plans
      </h1>
      {session ? (
        <PlanList key={session.token} token={session.token} onSessionEnded={endSession} />
      ) : (
        <div className="card">
          <p>Log in to see the plans you have saved. Any calculator's inputs can be saved as a plan once you are logged in.</p>
          <Link to="/login" state={{ from: "/my-plans" }} className="button">
            Log in or sign up
          </Link>
        </div>
      )}
    </div>
  );
}

function PlanList({ token, onSessionEnded }: { token: string; onSessionEnded(): void }) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [notice, setNotice] = useState("");
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listPlans(token, controller.signal).then(
      (result) => {
        if (result.ok) setLoad({ kind: "loaded", plans: result.value });
        else if (result.status === 401) onSessionEnded();
        else setLoad({ kind: "failed", message: result.error });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ kind: "failed", message: NETWORK_FAILURE });
      },
    );
    return () => controller.abort();
  }, [token, attempt, onSessionEnded]);

  const retry = () => {
    setLoad({ kind: "loading" });
    setAttempt((count) => count + 1);
  };

  const renamed = useCallback((plan: SavedPlan) => {
    setNotice(`Renamed to “${plan.name}”.`);
    // A rename makes it the most recently changed plan: it moves to the top, as the server lists it.
    setLoad((current) => (current.kind === "loaded" ? { kind: "loaded", plans: [plan, ...current.plans.filter((each) => each.id !== plan.id)] } : current));
  }, []);

  const deleted = useCallback((plan: SavedPlan) => {
    setNotice(`Deleted “${plan.name}”.`);
    setLoad((current) => (current.kind === "loaded" ? { kind: "loaded", plans: current.plans.filter((each) => each.id !== plan.id) } : current));
    // The plan's buttons are gone: keep keyboard focus on the page, at its heading.
    heading.current ??= document.getElementById("my-plans-heading");
    heading.current?.focus();
  }, []);

  return (
    <>
      <div role="status" className="plans-status">
        {load.kind === "loading" && <p className="muted">Loading your plans...</p>}
        {notice && <p>{notice}</p>}
      </div>
      {load.kind === "failed" && (
        <div role="alert" className="alert error plans-failed">
          <p>{load.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {load.kind === "loaded" && load.plans.length === 0 && (
        <div className="card">
          <p>You have no saved plans yet.</p>
          <p>
            Open any calculator from the <Link to="/tools">tools page</Link>, enter your numbers and press <strong>Save plan</strong>.
          </p>
        </div>
      )}
      {load.kind === "loaded" && load.plans.length > 0 && (
        <ul className="plan-list" aria-label="Saved plans">
          {load.plans.map((plan) => (
            <PlanItem key={plan.id} plan={plan} token={token} onRenamed={renamed} onDeleted={deleted} onSessionEnded={onSessionEnded} />
          ))}
        </ul>
      )}
    </>
  );
}
