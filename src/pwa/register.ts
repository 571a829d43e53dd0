// Registers the service worker (/sw.js, built by write-service-worker.ts). Loaded by start-offline.ts
// once the page has loaded, as its own small chunk, so offline use costs the first render nothing.
import { SERVICE_WORKER_URL } from "./precache-rules";

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<ServiceWorkerRegistration | null> {
  try {
    // updateViaCache 'none': every update check asks the server for sw.js (it also says no-cache),
    // so a new version is found on the next visit, not when an HTTP cache entry expires.
    return await container.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
  } catch (error) {
    // Offline use is an extra: where the browser refuses it (storage off, a private window in
    // some browsers), the site still works online.
    console.warn("Offline use is not available here:", error);
    return null;
  }
}
