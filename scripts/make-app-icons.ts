// Draws the installed site's icons from the favicon's own shapes: the web app manifest lists
// PNGs because install prompts and home screens ask for bitmaps at fixed sizes. The PNGs are committed in
// demo/public/icons; run this again after a change of the logo:
//   node --import tsx scripts/make-app-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const publicDir = join(import.meta.dirname, '..', 'demo', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const red = favicon.match(/fill="(#[0-9a-f]{6})"/i)?.[1];
const glyph = favicon.match(/<path [^>]*\/>/)?.[0];
if (!red || !glyph) throw new Error('favicon.svg no longer has its red square and its M path.');

/**
 * The M alone on a full red square, `scale` of its size: a maskable icon must fill its square, the launcher
 * cutting its own shape, and keep what matters inside the central circle of 80 % (the M is 40 % wide here).
 * iOS rounds the apple-touch-icon's corners itself and refuses transparency.
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="${red}"/>` +
  `<g transform="translate(18 18) scale(${scale}) translate(-18 -18.5)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed(0.72), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(0.9), size: 180 },
];

await initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
mkdirSync(join(publicDir, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(join(publicDir, 'icons', file), png);
  console.log(`demo/public/icons/${file}: ${size}x${size}, ${png.length} bytes`);
}
