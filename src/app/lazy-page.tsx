// Lazy route pages whose load failures say what the spec says (spec 1, §8):
// 'Loading chunk {id} failed' or 'Loading CSS chunk {id} failed', and a load that takes
// longer than the script chunk time-out (spec 1, §9) counts as failed.
import { Component, lazy, type ComponentType, type ReactNode } from "react";
import { useMessages } from "../i18n/use-locale";
import { shellMessages } from "./messages/shell";

/** Script chunk load time-out (spec 1, §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    readonly kind: "script" | "css",
  ) {
    super(kind === "css" ? `Loading CSS chunk ${chunkId} failed` : `Loading chunk ${chunkId} failed`);
    this.name = "ChunkLoadError";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Vite's preloader rejects with 'Unable to preload CSS for …' when a chunk's stylesheet fails. */
function isCssFailure(error: unknown): boolean {
  return error instanceof Error && /preload CSS|\.css/i.test(error.message);
}

/**
 * A chunk's module, or a ChunkLoadError in the spec's words when it fails or times out. The
 * build has one stylesheet, linked by every page (decision 0185), so a chunk of this build
 * carries no stylesheet to fail; the CSS wording stays for a preloader that reports one.
 */
export async function loadChunk<Module>(chunkId: string, load: () => Promise<Module>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<Module> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (error) {
    throw new ChunkLoadError(chunkId, isCssFailure(error) ? "css" : "script");
  }
}

/**
 * A page loaded on first render. `loadModule` loads its module alone: the build's prerender
 * (entry-server.tsx) finds from it which source file a route draws.
 */
export function lazyPage<Module, Props extends object>(
  chunkId: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const page = lazy(async () => ({ default: pick(await loadChunk(chunkId, load)) }));
  return Object.assign(page, { loadModule: load });
}

interface BoundaryState {
  error: Error | null;
}

/** Shows a failed page load in place of the page, with a way to try again. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error("Unknown error") };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageFailed error={error} />;
  }
}

function PageFailed({ error }: { error: Error }) {
  const m = useMessages(shellMessages).pageFailed;
  let message = m.unknown;
  if (error instanceof ChunkLoadError) message = error.kind === "css" ? m.cssChunk(error.chunkId) : m.chunk(error.chunkId);
  return (
    <div className="container page" role="alert">
      <h1>{m.title}</h1>
      <p>{message}</p>
      <p className="muted">{m.hint}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {m.retry}
      </button>
    </div>
  );
}
