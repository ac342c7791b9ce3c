// The QR decoder of the reception tablet: ZXing's QR reader (@zxing/library, pinned), its QR modules only.
// Why this one: Debian's Chromium has no BarcodeDetector, so a library decodes the camera's frames.
// `qr-scanner` (nimiq) is small, but it decodes in a Web Worker that it creates from a blob: URL, which our
// Content-Security-Policy refuses (script-src 'self', no worker-src blob:; allowing blob: workers would
// weaken the policy for the whole site); `@zxing/browser` works on a MediaStream but pulls all of
// @zxing/library (140 KB gzip). Its QR reader alone, imported by path from the ES modules build, is about
// 26 KB gzip, runs in the page's thread (a 800-pixel frame decodes in a few milliseconds), and is loaded
// only once the camera runs, in a chunk of its own. 0.21.3 rather than 0.22+: those declare Node 24.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

const reader = new QRCodeReader();

/**
 * The text of the QR code in an RGBA image (a canvas's `getImageData`), or `null` when there is none.
 *
 * @example const text = decodeQr(image.data, image.width, image.height);
 */
export function decodeQr(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let pixel = 0, at = 0; pixel < luminance.length; pixel++, at += 4) {
    // ITU-R BT.601 weights, in integers.
    luminance[pixel] = ((rgba[at] ?? 0) * 77 + (rgba[at + 1] ?? 0) * 150 + (rgba[at + 2] ?? 0) * 29) >> 8;
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return reader.decode(bitmap).getText();
  } catch {
    // No code in this frame (ZXing says so by throwing): the next frame may have one.
    return null;
  } finally {
    reader.reset();
  }
}
