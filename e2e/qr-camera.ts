import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jsQR from 'jsqr';

/**
 * A fake camera for the reception tablet's browser test: the participant's QR image, as our API
 * serves it (SVG), drawn into pixels with resvg (WebAssembly, nothing to install) and written as a Y4M
 * video, the raw format Chromium's `--use-file-for-fake-video-capture` plays in a loop. Y4M is a text
 * header and raw I420 frames: small enough to write here rather than depend on ffmpeg.
 */

const WIDTH = 640;
const HEIGHT = 480;
/** The code's size in the picture: a phone held up to a tablet fills about this much of it. */
const CODE_SIZE = 360;

let ready: Promise<void> | undefined;

function loadRenderer(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  ready ??= initWasm(readFileSync(wasm));
  return ready;
}

/** The QR image on a white 640x480 picture, centred: RGBA pixels. */
async function framePixels(svg: string): Promise<Uint8ClampedArray> {
  await loadRenderer();
  const code = new Resvg(svg, { fitTo: { mode: 'width', value: CODE_SIZE }, background: 'white' }).render();
  const frame = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  const left = Math.floor((WIDTH - code.width) / 2);
  const top = Math.floor((HEIGHT - code.height) / 2);
  for (let y = 0; y < code.height; y++) {
    const from = y * code.width * 4;
    frame.set(code.pixels.subarray(from, from + code.width * 4), ((top + y) * WIDTH + left) * 4);
  }
  return frame;
}

/** RGBA to one I420 frame (BT.601, full range, as the `C420jpeg` header says). */
function toI420(rgba: Uint8ClampedArray): Uint8Array {
  const luma = WIDTH * HEIGHT;
  const chroma = luma / 4;
  const out = new Uint8Array(luma + 2 * chroma);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 4;
      const [r = 0, g = 0, b = 0] = [rgba[at], rgba[at + 1], rgba[at + 2]];
      out[y * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (x % 2 === 0 && y % 2 === 0) {
        const c = (y / 2) * (WIDTH / 2) + x / 2;
        out[luma + c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        out[luma + chroma + c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  return out;
}

/**
 * Writes `file` (`.y4m`): a camera that films the QR code of `svg`. Returns the code's text, read back
 * from the same pixels by a QR decoder (jsQR), so a test knows what the camera shows.
 *
 * @example const code = await writeQrVideo(svg, testInfo.outputPath('qr.y4m'));
 */
export async function writeQrVideo(svg: string, file: string): Promise<string> {
  const pixels = await framePixels(svg);
  const decoded = jsQR(pixels, WIDTH, HEIGHT);
  if (!decoded) throw new Error('The QR code drawn for the fake camera cannot be read back.');
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(toI420(pixels))]);
  // A few identical frames: Chromium loops the file, a short loop is a still picture.
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
  return decoded.data;
}

/**
 * The text of the QR code of an SVG image, read from its pixels (as a door reader's camera would).
 *
 * @example const code = await readQrSvg(await response.text());
 */
export async function readQrSvg(svg: string): Promise<string> {
  const pixels = await framePixels(svg);
  const decoded = jsQR(pixels, WIDTH, HEIGHT);
  if (!decoded) throw new Error('No QR code found in the image.');
  return decoded.data;
}
