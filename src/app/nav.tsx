// The navigation shell (spec 1 §2): logo, the pillar links, Tools (the hub most visitors
// want), Blog and 'Login / Sign Up'
// (or the 'Hi, {name}' dropdown with 'My plans' and Logout), the theme toggle, and a mobile
// overlay menu. Below the bar, a notice when the server ended the session.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Rich } from "../i18n/rich";
import { Link, NavLink, useLocalNavigate } from "../i18n/link";
import { useMessages } from "../i18n/use-locale";
import { BRAND_NAME } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { shellMessages } from "./messages/shell";
import { greetingName, useSession } from "./session";
import { useTheme } from "./theme";

const LINKS = [
  { to: "/money", label: "money" },
  { to: "/health", label: "health" },
  { to: "/purpose", label: "purpose" },
  { to: "/tools", label: "tools" },
  { to: "/blog", label: "blog" },
] as const;

export function Nav() {
  const { theme, toggleTheme } = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const m = useMessages(shellMessages).nav;

  // The overlay closes whenever a link is chosen, i.e. whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="logo" aria-label={m.home(BRAND_NAME)}>
          <Logo name={BRAND_NAME} />
        </Link>
        <nav aria-label={m.main} className="nav-desktop">
          <NavLinks onChoose={closeMenu} />
          <AccountControl onChoose={closeMenu} />
          <LanguageSwitch />
        </nav>
        <div className="header-actions">
          <ThemeToggle theme={theme} onToggle={toggleTheme} />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? m.closeMenu : m.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <SessionEndedNotice />
      {menuOpen && (
        <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="false" aria-label={m.menu}>
          <nav aria-label={m.mobile}>
            <NavLinks onChoose={closeMenu} />
            <AccountControl onChoose={closeMenu} />
            <LanguageSwitch onChoose={closeMenu} />
          </nav>
        </div>
      )}
    </header>
  );
}

function NavLinks({ onChoose }: { onChoose(): void }) {
  const m = useMessages(shellMessages).nav;
  return (
    <ul className="nav-links">
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onChoose}>
            {m[link.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Where the visitor is now, so /login can bring them back after logging in. */
function useReturnState(): { from: string } {
  const { pathname, search, hash } = useLocation();
  return { from: `${pathname}${search}${hash}` };
}

function AccountControl({ onChoose }: { onChoose(): void }) {
  const { session, logout } = useSession();
  const navigate = useLocalNavigate();
  const m = useMessages(shellMessages).nav;
  const returnState = useReturnState();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // A press outside the dropdown closes it. Heard in the capture phase: a press on a slider stops
  // at the body (slider-events.ts) and never bubbles up to the document.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown, { capture: true });
    return () => document.removeEventListener("pointerdown", onPointerDown, { capture: true });
  }, [open]);

  if (!session) {
    return (
      <NavLink to="/login" state={returnState} className="login-link" onClick={onChoose}>
        {m.login}
      </NavLink>
    );
  }

  const onLogout = () => {
    // Revoke the token on the server; the visitor is logged out here at once whatever it answers.
    // The API client is imported here, not above, so it stays out of every page's entry script.
    const token = session.token;
    import("../lib/api-client").then(({ logOut }) => logOut(token)).catch(() => undefined);
    logout();
    setOpen(false);
    onChoose();
    navigate("/");
  };

  return (
    <div className="account" ref={rootRef}>
      <button type="button" className="account-button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {m.greeting(greetingName(session))}
      </button>
      {open && (
        <div className="account-menu">
          <Link
            to="/my-plans"
            onClick={() => {
              setOpen(false);
              onChoose();
            }}
          >
            {m.myPlans}
          </Link>
          <button type="button" onClick={onLogout}>
            {m.logout}
          </button>
        </div>
      )}
    </div>
  );
}

/** Shown after the server refused the stored token (it expired, or logout elsewhere revoked it). */
function SessionEndedNotice() {
  const { session, sessionEnded, dismissSessionEnded } = useSession();
  const returnState = useReturnState();
  const m = useMessages(shellMessages).nav;
  if (!sessionEnded || session) return null;
  return (
    <div className="container session-ended" role="status">
      <p>
        <Rich
          text={m.sessionEnded}
          slots={{
            link: (
              <Link to="/login" state={returnState} onClick={dismissSessionEnded}>
                {m.logInAgain}
              </Link>
            ),
          }}
        />
      </p>
      <button type="button" className="icon-button" aria-label={m.dismiss} onClick={dismissSessionEnded}>
        ×
      </button>
    </div>
  );
}

function ThemeToggle({ theme, onToggle }: { theme: "light" | "dark"; onToggle(): void }) {
  const m = useMessages(shellMessages).nav;
  const label = theme === "dark" ? m.toLightTheme : m.toDarkTheme;
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={onToggle}>
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function SunIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
