// Starts offline use (src/pwa/README.md) after the page has loaded: the registration code is a
// separate chunk fetched then, so the entry chunk grows by these few lines only. Not in
// development, where Vite serves files that change on every edit and there is no /sw.js.
export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void import("./register").then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
