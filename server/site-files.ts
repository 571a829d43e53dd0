// The built site's files, answered from memory. Each file is read once, with the brotli and
// gzip copies written beside it at build time (scripts/precompress.mjs), on its first request;
// after that a request costs no disk access at all. A page load asks for twenty or more files at
// once (the page's chunks after its first paint), and answered from the disk each one waited for
// several file-system calls in turn: on a busy machine the last of them took 100-200 ms
// (docs/decisions/0233-site-files-from-memory.md).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, sep } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

/** One file of the site as it is sent: its bytes, the precompressed copies, and its validators. */
export interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  lastModified: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/vnd.microsoft.icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

const PRECOMPRESSED = /\.(br|gz)$/;

/** Every file's URL path under `root` ('/assets/x.js'), leaving out the precompressed copies and any path with a segment that starts with a dot. */
function listFiles(root: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile() && !PRECOMPRESSED.test(entry.name)) paths.add(`${prefix}/${entry.name}`);
    }
  };
  walk(root, "");
  return paths;
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The site's files under `root`: `get('/assets/x.js')` is the file or undefined. The folder is listed once, now; a file is read on its first request. */
export function siteFiles(root: string): { get(path: string): SiteFile | undefined } {
  const paths = listFiles(root);
  const read = new Map<string, SiteFile>();
  return {
    get(path) {
      if (!paths.has(path)) return undefined;
      let file = read.get(path);
      if (!file) {
        const onDisk = join(root, ...path.split("/"));
        if (!onDisk.startsWith(root + sep)) return undefined;
        const body = readFileSync(onDisk);
        file = {
          body,
          br: readOptional(`${onDisk}.br`),
          gzip: readOptional(`${onDisk}.gz`),
          type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
          etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
          lastModified: statSync(onDisk).mtime.toUTCString(),
        };
        read.set(path, file);
      }
      return file;
    },
  };
}

/** The codings the request accepts (q above 0), of those the site has copies in. */
function accepted(header: string | undefined): { br: boolean; gzip: boolean } {
  const result = { br: false, gzip: false };
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br") result.br = true;
    else if (name === "gzip") result.gzip = true;
  }
  return result;
}

/** Whether If-None-Match names this file's ETag (weak comparison, as for a GET). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/**
 * Sends `file` with `status`: the brotli copy to a browser that accepts it, else the gzip one,
 * else the file itself; 304 when the browser's copy is current (a page or sw.js revalidated).
 */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, cacheControl: string, status = 200): FastifyReply {
  reply.header("cache-control", cacheControl);
  if (file.br || file.gzip) reply.header("vary", "accept-encoding");
  if (status === 200) {
    reply.header("etag", file.etag);
    reply.header("last-modified", file.lastModified);
    if (notModified(request, file.etag)) return reply.code(304).send();
  }
  const codings = accepted(request.headers["accept-encoding"]);
  const [payload, coding] = codings.br && file.br ? [file.br, "br"] : codings.gzip && file.gzip ? [file.gzip, "gzip"] : [file.body, undefined];
  if (coding) reply.header("content-encoding", coding);
  return reply.code(status).type(file.type).header("content-length", payload.length).send(payload);
}
