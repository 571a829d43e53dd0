import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { startOfflineSupport } from "./pwa/start-offline";
import "./styles/base.css";
import "./styles/print.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A mismatch React recovers from (it renders that part again on the client) is still a bug in
// the prerender: it is logged, and the browser tests fail on any console error.
const onRecoverableError = (error: unknown) => console.error("hydration:", error);
// The first render as a transition: React renders it in slices of about 5 ms, yielding between
// them, instead of one task. Lighthouse's Total Blocking Time on /tools/emi fell from 105-132 ms
// to 7-42 ms (first paint 10-40 ms later, within its noise); see docs/decisions/0009-first-render-as-a-transition.md.
// The built site's pages are prerendered (scripts/prerender.ts): React hydrates their HTML
// rather than drawing it again. The development server sends an empty root, drawn here.
// The bare home page has already moved to the visitor's language by now, if it was to move
// (public/page-start.js, in the head), so the HTML React hydrates is always the page's own.
// On a built page this script is asked for only once the prerendered page has painted
// (public/page-start.js), so hydration, which changes nothing that is shown, never delays the
// first paint, which is the page's largest (docs/prerender.md, "First paint").
// Started in a task of its own: creating the root (React's listeners on it, some 160
// addEventListener calls) took a median 3.5 ms (1.5-10) at the end of the task that evaluates
// this whole script (12-15 ms of CPU), one of the longest tasks of a page's load.
setTimeout(() => {
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
  else startTransition(() => createRoot(root).render(app));
}, 0);
startOfflineSupport();
