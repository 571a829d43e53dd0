import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Link } from "../i18n/link";
import { stripLocale } from "../i18n/locales";
import { useMessages } from "../i18n/use-locale";
import { Breadcrumbs } from "./breadcrumbs";
import { ChunkErrorBoundary } from "./lazy-page";
import { shellMessages } from "./messages/shell";
import { Nav } from "./nav";
import "./shell.css";

// The footer and LocaleHead load as one chunk after the entry (shell-after-paint.tsx). While
// the page hydrates, React keeps their prerendered HTML until the chunk arrives. If it cannot
// load (it is in the offline cache with the entry), the page still works, without its footer.
const noPart: ComponentType = () => null;
const afterPaint = () => import("./shell-after-paint");
const Footer = lazy(() => afterPaint().then((module) => ({ default: module.Footer }), () => ({ default: noPart })));
const LocaleHead = lazy(() => afterPaint().then((module) => ({ default: module.LocaleHead }), () => ({ default: noPart })));

/** `isKnownPath`: whether an English path is a page of the router (an unknown one shows no breadcrumbs). */
export function Layout({ isKnownPath }: { isKnownPath(englishPath: string): boolean }) {
  const { pathname } = useLocation();
  const m = useMessages(shellMessages);
  return (
    <div className="app">
      <Suspense fallback={null}>
        <LocaleHead />
      </Suspense>
      <a className="skip-link" href="#main">
        {m.skipLink}
      </a>
      <Nav />
      {isKnownPath(stripLocale(pathname)) && <Breadcrumbs />}
      <main id="main" tabIndex={-1}>
        {/* Keyed by path so a failed page does not stick once the visitor moves on. */}
        <ChunkErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      {/* Floats on a wide screen; docked here, at the page's end, on a phone (shell.css). */}
      <Link to="/contact" className="help-button">
        {m.helpButton}
      </Link>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollOnNavigate />
    </div>
  );
}

function PageLoading() {
  const m = useMessages(shellMessages);
  return (
    <p className="container page page-loading" role="status">
      {m.loading}
    </p>
  );
}

/**
 * Every route change scrolls smoothly to the top (spec 1 §2); a link with a hash
 * (the footer's /#faq) scrolls to that section once the page has rendered it instead.
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: "smooth" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The target may be in a lazy page that is still loading: look for it a few times.
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 40) {
        window.clearInterval(timer);
        target?.scrollIntoView({ behavior: "smooth", block: "start" });
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
  return null;
}
