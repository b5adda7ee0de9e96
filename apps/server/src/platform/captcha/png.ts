import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Unambiguous characters only: no 0/O, 1/I/L, Q. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

export interface CaptchaPngOptions {
  width?: number;
  height?: number;
  /** Seed for the noise/jitter PRNG; random when omitted. Same seed + text => same bytes. */
  seed?: number;
}

// 5×7 bitmap font: 7 rows of 5 columns, rows separated by spaces, '#' = ink.
const GLYPHS: Readonly<Record<string, string>> = {
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
};

const GLYPH_W = 5;
const GLYPH_H = 7;

/** Rows of the 5×7 glyph for `ch` ('#' = ink). Throws for characters outside CAPTCHA_ALPHABET. */
export function captchaGlyph(ch: string): string[] {
  const glyph = GLYPHS[ch];
  if (glyph === undefined) throw new Error(`Unsupported captcha character: ${JSON.stringify(ch)}`);
  return glyph.split(' ');
}

export function randomCaptchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

/** Small deterministic PRNG (mulberry32) returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc(height * (1 + stride));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + stride)] = 0; // filter: None
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];

/** Renders `text` (characters from CAPTCHA_ALPHABET) as a noisy RGB PNG, default 120×40. */
export function renderCaptchaPng(text: string, options: CaptchaPngOptions = {}): Buffer {
  const width = options.width ?? 120;
  const height = options.height ?? 40;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 8 || height < 8) {
    throw new Error(`Invalid captcha size ${width}x${height}`);
  }
  const glyphs = [...text].map(captchaGlyph);
  const rand = mulberry32(options.seed ?? randomInt(0, 2 ** 32));
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
  const pixels = new Uint8Array(width * height * 3);

  const plot = (x: number, y: number, [r, g, b]: Rgb) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    pixels.set([r, g, b], (py * width + px) * 3);
  };
  const line = (x0: number, y0: number, x1: number, y1: number, color: Rgb) => {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) plot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
  };
  const noiseColor = (): Rgb => [between(130, 210), between(130, 210), between(130, 210)];

  // Light background with a gentle horizontal gradient.
  const bgFrom: Rgb = [between(235, 250), between(235, 250), between(235, 250)];
  const bgTo: Rgb = [between(225, 245), between(225, 245), between(225, 245)];
  for (let x = 0; x < width; x++) {
    const t = x / (width - 1);
    const col = bgFrom.map((c, i) => c + ((bgTo[i] ?? c) - c) * t) as Rgb;
    for (let y = 0; y < height; y++) plot(x, y, col);
  }

  // Background noise: dots and a few lines.
  for (let i = 0; i < (width * height) / 30; i++) plot(between(0, width), between(0, height), noiseColor());
  for (let i = 0; i < 3; i++) {
    line(0, between(0, height), width - 1, between(0, height), noiseColor());
  }

  // Glyphs: the bitmap's ink cells become round pen strokes joining neighbouring cells (vector-like
  // letters), with per-character shear, offset and colour.
  if (glyphs.length > 0) {
    const margin = Math.max(2, Math.round(width * 0.06));
    const cell = (width - 2 * margin) / glyphs.length;
    const scale = Math.max(1, Math.min(Math.floor((height - 4) / GLYPH_H), Math.floor(cell / 6.5)));
    const glyphH = GLYPH_H * scale;
    const radius = Math.max(0.7, scale * 0.5);
    glyphs.forEach((rows, index) => {
      const color: Rgb = [between(10, 90), between(10, 90), between(20, 110)];
      const shear = between(-0.3, 0.3);
      const x0 = margin + index * cell + (cell - GLYPH_W * scale) / 2 + between(-2, 2);
      const slack = Math.max(0, (height - glyphH) / 2 - 1);
      const y0 = (height - glyphH) / 2 + between(-1, 1) * Math.min(slack, scale * 1.5);
      const ink = (gx: number, gy: number) => rows[gy]?.[gx] === '#';
      const stamp = (gx: number, gy: number) => {
        const cy = y0 + (gy + 0.5) * scale;
        const cx = x0 + (gx + 0.5) * scale + shear * (y0 + glyphH / 2 - cy);
        for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
          for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
            if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius) plot(x, y, color);
          }
        }
      };
      const stroke = (ax: number, ay: number, bx: number, by: number) => {
        const steps = Math.ceil(scale * 3);
        for (let i = 0; i <= steps; i++) stamp(ax + ((bx - ax) * i) / steps, ay + ((by - ay) * i) / steps);
      };
      for (let gy = 0; gy < GLYPH_H; gy++) {
        for (let gx = 0; gx < GLYPH_W; gx++) {
          if (!ink(gx, gy)) continue;
          stamp(gx, gy);
          if (ink(gx + 1, gy)) stroke(gx, gy, gx + 1, gy);
          if (ink(gx, gy + 1)) stroke(gx, gy, gx, gy + 1);
          // Diagonals only where no orthogonal path exists, so corners stay sharp and strokes thin.
          if (ink(gx + 1, gy + 1) && !ink(gx + 1, gy) && !ink(gx, gy + 1)) stroke(gx, gy, gx + 1, gy + 1);
          if (ink(gx - 1, gy + 1) && !ink(gx - 1, gy) && !ink(gx, gy + 1)) stroke(gx, gy, gx - 1, gy + 1);
        }
      }
    });
  }

  // Foreground noise: a couple of thin lines crossing the text.
  for (let i = 0; i < 2; i++) {
    const color = noiseColor();
    const ya = between(height * 0.2, height * 0.8);
    const yb = between(height * 0.2, height * 0.8);
    line(between(0, width * 0.3), ya, between(width * 0.7, width), yb, color);
  }

  return encodePng(width, height, pixels);
}
