// /my-plans: the logged-in visitor's saved plans, most recently changed first; each
// opens its calculator with the saved inputs. Logged out, the page offers to log in and
// returns here afterwards.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../app/session";
import { Link } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { useMessages } from "../i18n/use-locale";
import { listPlans, type SavedPlan } from "../lib/api-client";
import { accountMessages } from "./messages/account";
import { PlanItem } from "./plan-item";
import "./account.css";

type Load = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; plans: SavedPlan[] };

export function MyPlansPage() {
  const { session, endSession } = useSession();
  const m = useMessages(accountMessages).plans;
  const { pathname } = useLocation();
  return (
    <div className="container page account-page">
      <h1 id="my-plans-heading" tabIndex={-1}>
        {m.title}
      </h1>
      {session ? (
        <PlanList key={session.token} token={session.token} onSessionEnded={endSession} />
      ) : (
        <div className="card">
          <p>{m.loggedOut}</p>
          <Link to="/login" state={{ from: pathname }} className="button">
            {m.logIn}
          </Link>
        </div>
      )}
    </div>
  );
}

function PlanList({ token, onSessionEnded }: { token: string; onSessionEnded(): void }) {
  const messages = useMessages(accountMessages);
  const m = messages.plans;
  const networkFailure = messages.forms.networkFailure;
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
        if (!controller.signal.aborted) setLoad({ kind: "failed", message: networkFailure });
      },
    );
    return () => controller.abort();
  }, [token, attempt, onSessionEnded, networkFailure]);

  const retry = () => {
    setLoad({ kind: "loading" });
    setAttempt((count) => count + 1);
  };

  const renamed = useCallback((plan: SavedPlan) => {
    setNotice(m.renamed(plan.name));
    // A rename makes it the most recently changed plan: it moves to the top, as the server lists it.
    setLoad((current) => (current.kind === "loaded" ? { kind: "loaded", plans: [plan, ...current.plans.filter((each) => each.id !== plan.id)] } : current));
  }, [m]);

  const deleted = useCallback((plan: SavedPlan) => {
    setNotice(m.deleted(plan.name));
    setLoad((current) => (current.kind === "loaded" ? { kind: "loaded", plans: current.plans.filter((each) => each.id !== plan.id) } : current));
    // The plan's buttons are gone: keep keyboard focus on the page, at its heading.
    heading.current ??= document.getElementById("my-plans-heading");
    heading.current?.focus();
  }, [m]);

  return (
    <>
      <div role="status" className="plans-status">
        {load.kind === "loading" && <p className="muted">{m.loading}</p>}
        {notice && <p>{notice}</p>}
      </div>
      {load.kind === "failed" && (
        <div role="alert" className="alert error plans-failed">
          <p>{load.message}</p>
          <button type="button" className="button secondary" onClick={retry}>
            {m.tryAgain}
          </button>
        </div>
      )}
      {load.kind === "loaded" && load.plans.length === 0 && (
        <div className="card">
          <p>{m.empty}</p>
          <p>
            <Rich text={m.howTo} slots={{ link: <Link to="/tools">{m.toolsPage}</Link>, save: <strong>{m.savePlan}</strong> }} />
          </p>
        </div>
      )}
      {load.kind === "loaded" && load.plans.length > 0 && (
        <ul className="plan-list" aria-label={m.listLabel}>
          {load.plans.map((plan) => (
            <PlanItem key={plan.id} plan={plan} token={token} onRenamed={renamed} onDeleted={deleted} onSessionEnded={onSessionEnded} />
          ))}
        </ul>
      )}
    </>
  );
}
