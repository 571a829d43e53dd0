// /login (spec 1 §2): the Log in and Sign up forms side by side (stacked on phones).
// Success stores the session (token and userName, spec 1 §3) and returns the visitor to the
// page they came from (return-path.ts).
import { useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { greetingName, useSession } from "../app/session";
import { Link, localHref } from "../i18n/link";
import { Rich } from "../i18n/rich";
import { useLocale, useMessages } from "../i18n/use-locale";
import type { AuthAnswer } from "../lib/api-client";
import { LoginForm } from "./login-form";
import { returnPathFrom } from "./return-path";
import { accountMessages } from "./messages/account";
import { SignupForm } from "./signup-form";
import "./account.css";

/** Moves to the sign-up form (below the log-in form on phones) without touching the URL or its state. */
function focusSignUp() {
  document.querySelector<HTMLInputElement>("#sign-up input")?.focus();
}

export function LoginPage() {
  const { session, login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const m = useMessages(accountMessages).login;
  // A path the visitor came from already carries its language; the default ('/') is this page's home.
  const from = returnPathFrom(location.state, location.search);
  const locale = useLocale();
  const returnPath = from === "/" ? localHref("/", locale) : from;
  // Set as the forms succeed, so the page does not flash "you are logged in" before leaving.
  const leaving = useRef(false);

  const onSuccess = ({ token, userName }: AuthAnswer) => {
    leaving.current = true;
    login(token, userName);
    navigate(returnPath, { replace: true });
  };

  return (
    <div className="container page account-page">
      <h1>{m.title}</h1>
      {session && !leaving.current ? (
        <div className="card account-signed-in">
          <p>{m.signedIn(greetingName(session))}</p>
          <p className="account-links">
            <Link to="/my-plans" className="button">
              {m.myPlans}
            </Link>
            {from !== "/" && (
              <Link to={returnPath} className="button secondary">
                {m.back}
              </Link>
            )}
          </p>
        </div>
      ) : (
        <>
          <p className="lead">
            <Rich
              text={m.lead}
              slots={{
                create: (
                  <button type="button" className="link-button" onClick={focusSignUp}>
                    {m.createAccount}
                  </button>
                ),
              }}
            />
          </p>
          <div className="account-grid">
            <LoginForm onLoggedIn={onSuccess} />
            <SignupForm onSignedUp={onSuccess} />
          </div>
        </>
      )}
    </div>
  );
}
