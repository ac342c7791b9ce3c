// The QR decoder of the reception tablet: ZXing's QR reader (@zxing/library, pinned), its QR modules only.
// Why this one: Debian's Chromium has no BarcodeDetector, so a library decodes the camera's frames.
// `qr-scanner` (nimiq) is small, but it decodes in a Web Worker that it creates from a blob: URL, which our
// Content-Security-Policy refuses (script-src 'self', no worker-src blob:; allowing blob: workers would
// weaken the policy for the whole site); `@zxing/browser` works on a MediaStream but pulls all of
// @zxing/library (140 KB gzip). Its QR reader alone, imported by path from the ES modules build, is about
// 26 KB gzip, runs in the page's thread (a 800-pixel frame decodes in a few milliseconds), and is loaded
// only once the camera runs, in a chunk of its own. 0.21.3 rather than 0.22+: those declare Node 24.
//
// Its finder has a weakness that matters at a door: of the places that look like a finder pattern (the
// three big squares), zxing-js keeps the three seen on the most rows, whatever their positions. In about
// one code in ten, the data modules draw such a look-alike, seen on more rows than a real corner: the
// reader then samples a wrong square and finds no code in that frame, nor in the next ones while the phone
// is held still. When the plain read finds nothing, {@link decodeQr} tries the other candidate corners,
// the triangles closest to a QR code's shape first (what ZXing's Java finder does since 3.4), and keeps
// the first one whose modules pass the code's error correction.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import type BitMatrix from '@zxing/library/esm/core/common/BitMatrix';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import Decoder from '@zxing/library/esm/core/qrcode/decoder/Decoder';
import Detector from '@zxing/library/esm/core/qrcode/detector/Detector';
import type FinderPattern from '@zxing/library/esm/core/qrcode/detector/FinderPattern';
import FinderPatternFinder from '@zxing/library/esm/core/qrcode/detector/FinderPatternFinder';
import FinderPatternInfo from '@zxing/library/esm/core/qrcode/detector/FinderPatternInfo';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import ResultPoint from '@zxing/library/esm/core/ResultPoint';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

const reader = new QRCodeReader();
const decoder = new Decoder();
/** Candidate corners tried at most, the likeliest first: a frame with many look-alikes stays cheap. */
const MAX_CANDIDATES = 8;
/** Triangles tried at most per frame when the plain read found nothing. */
const MAX_TRIANGLES = 20;

/** ZXing's finder, scanning the whole picture and keeping every candidate corner (its own keeps three). */
class CandidateFinder extends FinderPatternFinder {
  candidates: FinderPattern[] = [];

  protected override handlePossibleCenter(
    stateCount: Int32Array,
    i: number,
    j: number,
    pureBarcode: boolean,
  ): boolean {
    super.handlePossibleCenter(stateCount, i, j, pureBarcode);
    // The list as it stands after each find, before the final selection trims it to three.
    this.candidates = this.getPossibleCenters().slice();
    // Never « confirmed »: ZXing stops scanning once three corners are, and the missed one may be below.
    return false;
  }
}

/** Three candidate corners. */
type Triangle = [FinderPattern, FinderPattern, FinderPattern];

/** ZXing's detector, given the three corners to sample from. */
class TriangleDetector extends Detector {
  bitsFrom(corners: Triangle): BitMatrix {
    return this.processFinderPatternInfo(new FinderPatternInfo(corners)).getBits();
  }
}

/** How far three corners are from a QR code's: a right angle between two equal sides (0 is perfect). */
function shapeError([a, b, c]: Triangle): number {
  const sides = [ResultPoint.distance(a, b), ResultPoint.distance(b, c), ResultPoint.distance(a, c)].sort(
    (x, y) => x - y,
  );
  const [short = 0, middle = 0, long = 0] = sides;
  if (short === 0) return Number.POSITIVE_INFINITY;
  return Math.abs(middle - short) / short + Math.abs(long - Math.SQRT2 * short) / long;
}

/** The code read from the other candidate corners, or `null`. */
function decodeFromCandidates(matrix: BitMatrix): string | null {
  const finder = new CandidateFinder(matrix, undefined as never);
  try {
    // Every third row: a real corner may be the one its larger skips jump over.
    finder.find(new Map([[DecodeHintType.TRY_HARDER, true]]));
  } catch {
    // Fewer than three candidates: still, those it kept are in `candidates`.
  }
  const corners = finder.candidates.sort((x, y) => y.getCount() - x.getCount()).slice(0, MAX_CANDIDATES);
  if (corners.length < 3) return null;
  const triangles: Triangle[] = [];
  corners.forEach((a, i) => {
    corners.slice(i + 1).forEach((b, j) => {
      for (const c of corners.slice(i + j + 2)) {
        const sizes = [a, b, c].map((corner) => corner.getEstimatedModuleSize());
        // The three corners of one code have about the same module size.
        if (Math.max(...sizes) <= 1.4 * Math.min(...sizes)) triangles.push([a, b, c]);
      }
    });
  });
  triangles.sort((x, y) => shapeError(x) - shapeError(y));
  const detector = new TriangleDetector(matrix);
  for (const triangle of triangles.slice(0, MAX_TRIANGLES)) {
    try {
      ResultPoint.orderBestPatterns(triangle);
      return decoder.decodeBitMatrix(detector.bitsFrom(triangle)).getText();
    } catch {
      // Not this triangle (no code there, or its modules fail the error correction): the next one.
    }
  }
  return null;
}

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
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  try {
    return reader.decode(bitmap).getText();
  } catch {
    // No code found by ZXing's own choice of corners (it says so by throwing): the other candidates.
  } finally {
    reader.reset();
  }
  try {
    return decodeFromCandidates(bitmap.getBlackMatrix());
  } catch {
    // No code in this frame: the next frame may have one.
    return null;
  }
}
