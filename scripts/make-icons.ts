// Draws the app icons in public/icons/ from the site's logo mark (the same circle and smile
// as public/favicon.svg), rendered by Chromium (playwright-core, /usr/bin/chromium) so the PNGs
// match the SVG exactly. Run it again after changing the mark: `npx tsx scripts/make-icons.ts`.
// The PNGs are committed, so neither the build nor a fresh machine needs a browser for them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ICON_DIR = fileURLToPath(new URL("../public/icons/", import.meta.url));
/** /favicon.ico: what a browser asks for by itself where a document names no icon (a text file, a PDF). */
const FAVICON_ICO = fileURLToPath(new URL("../public/favicon.ico", import.meta.url));
/** The mark's colours: teal 700 (the light theme's accent) behind a white face. */
const TEAL = "#0f766e";
const FACE = `<path d="M10 22c3 4 13 4 16-1M12 13h.01M24 13h.01" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>`;

/** The round mark on a transparent square, as the favicon ('any' purpose). */
const ROUND = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="${TEAL}"/>${FACE}</svg>`;
/**
 * Full bleed for launchers that cut their own shape ('maskable') and for iOS, which fills
 * transparency with black: the face lies within the central circle of 40% radius that every
 * mask keeps (its farthest point is 10.4 of 36 units from the centre; the safe radius is 14.4).
 */
const FULL_BLEED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="${TEAL}"/>${FACE}</svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: ROUND },
  { file: "icon-512.png", size: 512, svg: ROUND },
  { file: "icon-maskable-512.png", size: 512, svg: FULL_BLEED },
  { file: "apple-touch-icon.png", size: 180, svg: FULL_BLEED },
];

/** An .ico file holding one PNG image (the form every browser since Windows Vista's reads). */
function icoOfPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

async function drawPng(svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}`);
    return await page.screenshot({ omitBackground: true });
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  mkdirSync(ICON_DIR, { recursive: true });
  for (const icon of ICONS) {
    writeFileSync(join(ICON_DIR, icon.file), await drawPng(icon.svg, icon.size));
    console.log(`wrote public/icons/${icon.file} (${icon.size} × ${icon.size})`);
  }
  writeFileSync(FAVICON_ICO, icoOfPng(await drawPng(ROUND, 32), 32));
  console.log("wrote public/favicon.ico (32 × 32)");
} finally {
  await browser.close();
}
