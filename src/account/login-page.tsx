// /login (spec 1 §2, issue 7): the Log in and Sign up forms side by side (stacked on phones).
// Success stores the session (token and userName, spec 1 §3) and returns the visitor to the
// page they came from (return-path.ts).
import { useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { greetingName, useSession } from "../app/session";
import type { AuthAnswer } from "../lib/api-client";
import { LoginForm } from "./login-form";
import { returnPathFrom } from "./return-path";
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
  const returnPath = returnPathFrom(location.state, location.search);
  // Set as the forms succeed, so the page does not flash "you are logged in" before leaving.
  const leaving = useRef(false);

  const onSuccess = ({ token, userName }: AuthAnswer) => {
    leaving.current = true;
    login(token, userName);
    navigate(returnPath, { replace: true });
  };

  return (
    <div className="container page account-page">
      <h1>Login / Sign Up</h1>
      {session && !leaving.current ? (
        <div className="card account-signed-in">
          <p>{`You are logged in as ${greetingName(session)}.`}</p>
          <p className="account-links">
            <Link to="/my-plans" className="button">
              My plans
            </Link>
            {returnPath !== "/" && (
              <Link to={returnPath} className="button secondary">
                Back to where you were
              </Link>
            )}
          </p>
        </div>
      ) : (
        <>
          <p className="lead">
            Log in to save any calculator's inputs as a plan and open it again later, on this device or another. New here?{" "}
            <button type="button" className="link-button" onClick={focusSignUp}>
              Create an account
            </button>{" "}
            with your email.
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
