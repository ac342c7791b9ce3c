// Reads a QR code the way a door reader's camera does: from the pixels of the image we serve. Our QR route
// answers SVG (qrcode's `toString({ type: 'svg' })`) and jsQR, a real QR decoder (finder patterns, format,
// Reed-Solomon), reads only pixels; @resvg/resvg-wasm draws the SVG into pixels first. Both are plain
// JavaScript and WebAssembly from npm: no native binary, no system package (zbarimg, rsvg-convert) for CI
// to install.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jsQR from 'jsqr';

let ready: Promise<void> | undefined;

/** resvg's WebAssembly is set up once per process (a second `initWasm` throws). */
function loadRenderer(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= initWasm(readFileSync(wasm));
  return ready;
}

/**
 * The text of the QR code an SVG image shows, drawn 400 pixels wide on white as a screen shows it.
 *
 * @example const code = await decodeQrSvg(await response.text()); // 'MS1.P.…'
 */
export async function decodeQrSvg(svg: string): Promise<string> {
  await loadRenderer();
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: 'white' }).render();
  const found = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
  if (!found) throw new Error('No QR code found in the image');
  return found.data;
}
