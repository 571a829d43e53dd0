import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startOfflineSupport } from "./pwa/start-offline";
import "./styles/base.css";
import "./styles/print.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const reactRoot = createRoot(root);
// The first render as a transition: React renders it in slices of about 5 ms, yielding between
// them, instead of one task. Lighthouse's Total Blocking Time on /tools/emi fell from 105-132 ms
// to 7-42 ms (first paint 10-40 ms later, within its noise); see docs/decisions/0009-first-render-as-a-transition.md.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
startOfflineSupport();
