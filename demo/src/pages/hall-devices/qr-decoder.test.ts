import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import { describe, expect, it } from 'vitest';
import { decodeQr } from './qr-decoder.ts';

/**
 * A participant's code as our API drew it (`qrcode`, level M, version 5) in a browser test whose camera
 * never read it: its data modules draw a look-alike of a corner square, which zxing-js's reader takes for
 * a real corner, in every frame.
 */
const CODE = 'MS1.P.fe03eb64-3d29-407c-a93f-99d21bdf2aba.18.078fd8cb3de06ce2ffee9c1eec8c2b2f';
const MODULES = [
  '#######..#..####.##.##..#####.#######',
  '#.....#.....###.#.##.###..#...#.....#',
  '#.###.#.##.####.###...#..###..#.###.#',
  '#.###.#.#####......#.#.....#..#.###.#',
  '#.###.#.#...##...##.#..######.#.###.#',
  '#.....#.######.##.##.####.....#.....#',
  '#######.#.#.#.#.#.#.#.#.#.#.#.#######',
  '........###..##..#.......####........',
  '#.#####...#.#.###.#..####..#..#####..',
  '##.##...#...####.....#.#...##..###...',
  '##.####..#.#..###..######.....#..#...',
  '..###..#..######.#.......#.##.#..##.#',
  '..##..####..####..###.#.#.####....#.#',
  '.#.##.....#.####.##..#..##....###.#..',
  '#.###.#####..#..#.######..#...#...##.',
  '####.#...#...#.#..#.#.#..###.###.#..#',
  '#####.#.####.#....#..#.#...##..#.####',
  '#...#..#.#....#####.###.####..#.###..',
  '##...####..###....##.###....##.#.#...',
  '#.##...#.#......##..#....#.#.##.#.##.',
  '##..###...##..#...##.##..####..#.#.#.',
  '#..............#.#.###.....####.##..#',
  '.#.#.#####.#.##.##.#.####.#..#.#..##.',
  '.###...######..####.#.#.##.#.##.#.#.#',
  '....###.##.###.##....#....#.#..#.....',
  '##.#.........#.#..#...#.#..#..#.##.#.',
  '#.###.##..##.#.##.######..#.####.#..#',
  '#.#......#####.#.#....#.##.####...##.',
  '#...####.##...##..#..#.###..#####...#',
  '........#.###..#...####..##.#...##.#.',
  '#######.....#...#.##.####..##.#.#....',
  '#.....#.###..###....#.#.###.#...##..#',
  '#.###.#.#######...#..#......#########',
  '#.###.#.####..####.##...#.##...#..#.#',
  '#.###.#.##....#...##.#.#..###.#.##..#',
  '#.....#...#.##..###.#...##.#...#..#..',
  '#######.#.#..#.....##..#..#.#.#..##.#',
];

const WIDTH = 640;
const HEIGHT = 480;

/** The code on a white 640x480 picture, centred, `size` pixels wide with its 2-module margin: RGBA. */
function picture(modules: string[], size: number): Uint8ClampedArray {
  const margin = 2;
  const moduleSize = size / (modules.length + 2 * margin);
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = modules[Math.floor((y + 0.5) / moduleSize) - margin];
      if (row?.[Math.floor((x + 0.5) / moduleSize) - margin] !== '#') continue;
      const at = ((top + y) * WIDTH + left + x) * 4;
      rgba.fill(0, at, at + 3);
    }
  }
  return rgba;
}

/** zxing-js's reader alone, as the tablet read frames before. */
function plainZxing(rgba: Uint8ClampedArray): string | null {
  const luminance = new Uint8ClampedArray(WIDTH * HEIGHT).map((_, pixel) => rgba[pixel * 4] ?? 0);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, WIDTH, HEIGHT)));
    return new QRCodeReader().decode(bitmap).getText();
  } catch {
    return null;
  }
}

describe('decodeQr', () => {
  it('reads a code whose data draw a look-alike corner, which zxing-js alone misses in every frame', () => {
    const frame = picture(MODULES, 360);
    // The picture is the case: zxing-js's own choice of corners finds no code in it.
    expect(plainZxing(frame)).toBeNull();
    expect(decodeQr(frame, WIDTH, HEIGHT)).toBe(CODE);
  });

  it('reads the same code at other sizes in the picture', () => {
    for (const size of [250, 300, 430]) expect(decodeQr(picture(MODULES, size), WIDTH, HEIGHT)).toBe(CODE);
  });

  it('finds nothing in a picture without a code', () => {
    expect(decodeQr(new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255), WIDTH, HEIGHT)).toBeNull();
  });
});
