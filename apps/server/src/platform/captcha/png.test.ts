import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaGlyph, crc32, randomCaptchaText, renderCaptchaPng } from './png';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  crcInput: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crc, crcInput: png.subarray(offset + 4, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

function decode(png: Buffer) {
  const chunks = readChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const colourType = ihdr[9];
  const bytesPerPixel = colourType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = 1 + width * bytesPerPixel;
  const pixel = (x: number, y: number): [number, number, number] => {
    const i = y * stride + 1 + x * bytesPerPixel;
    return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
  };
  return { chunks, ihdr, width, height, bytesPerPixel, raw, stride, pixel };
}

describe('renderCaptchaPng', () => {
  it('writes the PNG signature and an IHDR with the requested size', () => {
    const png = renderCaptchaPng('AB23', { seed: 1 });
    expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
    const { chunks, width, height, ihdr } = decode(png);
    expect(chunks[0]?.type).toBe('IHDR');
    expect(ihdr.length).toBe(13);
    expect([width, height]).toEqual([120, 40]);
    expect(ihdr[8]).toBe(8); // bit depth

    const custom = decode(renderCaptchaPng('AB23', { width: 200, height: 64, seed: 1 }));
    expect([custom.width, custom.height]).toEqual([200, 64]);
  });

  it('emits IHDR, IDAT…, IEND with valid CRCs', () => {
    const { chunks } = decode(renderCaptchaPng('XY9Z', { seed: 2 }));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(crc32(chunk.crcInput));
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('inflates IDAT to height rows of filter byte 0 plus width pixels', () => {
    const { raw, width, height, bytesPerPixel, stride } = decode(renderCaptchaPng('MNPR', { seed: 3 }));
    expect(raw.length).toBe(height * (1 + width * bytesPerPixel));
    for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
  });

  it('is deterministic for a given seed and differs by text and seed', () => {
    const a = renderCaptchaPng('K7XH', { seed: 42 });
    expect(renderCaptchaPng('K7XH', { seed: 42 }).equals(a)).toBe(true);
    expect(renderCaptchaPng('K7XJ', { seed: 42 }).equals(a)).toBe(false);
    expect(renderCaptchaPng('K7XH', { seed: 43 }).equals(a)).toBe(false);
    expect(renderCaptchaPng('K7XH').equals(renderCaptchaPng('K7XH'))).toBe(false);
  });

  it('draws dark glyph pixels on a light background', () => {
    const { width, height, pixel } = decode(renderCaptchaPng('W8EH', { seed: 4 }));
    const isDark = ([r, g, b]: [number, number, number]) => r + g + b < 360;
    let darkInGlyphArea = 0;
    let lightTotal = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const px = pixel(x, y);
        if (isDark(px) && x >= 4 && x < width - 4) darkInGlyphArea++;
        if (px[0] + px[1] + px[2] > 600) lightTotal++;
      }
    }
    expect(darkInGlyphArea).toBeGreaterThan(200);
    expect(lightTotal).toBeGreaterThan((width * height) / 2);

    // Noise alone never produces dark pixels: an empty text renders no ink.
    const blank = decode(renderCaptchaPng('', { seed: 4 }));
    let darkBlank = 0;
    for (let y = 0; y < blank.height; y++) {
      for (let x = 0; x < blank.width; x++) if (isDark(blank.pixel(x, y))) darkBlank++;
    }
    expect(darkBlank).toBe(0);
  });

  it('puts ink into every character cell', () => {
    const { width, height, pixel } = decode(renderCaptchaPng('2ZT7', { seed: 5 }));
    const margin = Math.round(width * 0.06);
    const cell = (width - 2 * margin) / 4;
    for (let i = 0; i < 4; i++) {
      let dark = 0;
      for (let x = Math.floor(margin + i * cell); x < margin + (i + 1) * cell; x++) {
        for (let y = 0; y < height; y++) {
          const [r, g, b] = pixel(x, y);
          if (r + g + b < 360) dark++;
        }
      }
      expect(dark).toBeGreaterThan(30);
    }
  });

  it('throws on characters outside the alphabet', () => {
    for (const bad of ['O', '0', 'I', '1', 'L', 'Q', 'a', ' ', '!']) {
      expect(() => renderCaptchaPng(`AB${bad}`, { seed: 1 })).toThrow(/Unsupported captcha character/);
    }
  });

  it('rejects invalid sizes', () => {
    expect(() => renderCaptchaPng('AB', { width: 0 })).toThrow();
    expect(() => renderCaptchaPng('AB', { height: 10.5 })).toThrow();
  });
});

describe('CAPTCHA_ALPHABET', () => {
  it('contains only unambiguous characters', () => {
    expect(CAPTCHA_ALPHABET).toMatch(/^[2-9A-HJKMNPR-Z]+$/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    for (const ch of '01ILOQ') expect(CAPTCHA_ALPHABET).not.toContain(ch);
  });

  it('has a defined, non-empty 5×7 glyph for every character, and glyphs are distinct', () => {
    const seen = new Set<string>();
    for (const ch of CAPTCHA_ALPHABET) {
      const rows = captchaGlyph(ch);
      expect(rows).toHaveLength(7);
      for (const row of rows) expect(row).toMatch(/^[.#]{5}$/);
      expect(rows.join('')).toContain('#');
      seen.add(rows.join('\n'));
    }
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe('randomCaptchaText', () => {
  it('yields alphabet characters of the requested length', () => {
    expect(randomCaptchaText()).toHaveLength(4);
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText(6);
      expect(text).toHaveLength(6);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
  });

  it('renders any generated text', () => {
    for (let i = 0; i < 20; i++) expect(renderCaptchaPng(randomCaptchaText()).length).toBeGreaterThan(100);
  });
});
