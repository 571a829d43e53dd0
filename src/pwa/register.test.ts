// Registering the service worker: at the site root, always checked with the server, and never
// an error for the page when the browser refuses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register";

afterEach(() => {
  vi.restoreAllMocks();
});

function fakeContainer(register: ServiceWorkerContainer["register"]): ServiceWorkerContainer {
  return { register } as Partial<ServiceWorkerContainer> as ServiceWorkerContainer;
}

describe("registering the service worker", () => {
  it("registers /sw.js for the whole site, bypassing the HTTP cache for updates", async () => {
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    await expect(registerServiceWorker(fakeContainer(register))).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" });
  });

  it("gives null and a warning, not an error, when the browser refuses", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const register = vi.fn(async () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    await expect(registerServiceWorker(fakeContainer(register))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
