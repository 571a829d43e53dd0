// A page chunk that fails to load is reported in the spec's words (spec 1, §8).
import { describe, expect, it } from "vitest";
import { ChunkLoadError, loadChunk } from "./lazy-page";

describe("a chunk that fails to load", () => {
  it("is 'Loading chunk {id} failed' when its script fails or takes too long", async () => {
    await expect(loadChunk("blog", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")))).rejects.toThrow(new ChunkLoadError("blog", "script"));
    await expect(loadChunk("blog", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")))).rejects.toThrow("Loading chunk blog failed");
    await expect(loadChunk("blog", () => new Promise(() => undefined), 10)).rejects.toThrow("Loading chunk blog failed");
  });

  it("is 'Loading CSS chunk {id} failed' when the preloader reports its stylesheet", async () => {
    await expect(loadChunk("calculator", () => Promise.reject(new Error("Unable to preload CSS for /assets/calculator-a1.css")))).rejects.toThrow("Loading CSS chunk calculator failed");
  });

  it("gives the module when it loads", async () => {
    await expect(loadChunk("blog", async () => ({ BlogPage: "page" }))).resolves.toEqual({ BlogPage: "page" });
  });
});
