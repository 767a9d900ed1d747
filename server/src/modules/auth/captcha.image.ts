import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/*
 * The captcha picture, drawn as a PNG. svg-captcha's own SVG gave each character its own <path>,
 * so a script matched path shapes to characters and read 35 answers of 40 without looking at a
 * pixel. Here the glyphs are only an intermediate drawing: they are turned, squeezed and pushed
 * into each other, crossed by curves as thick and dark as their strokes, rasterised, bent by a
 * random wave and speckled, and only the pixels leave the server.
 */

/** Characters people confuse (0/o/O, 1/l/I/i) are left out; answers are case-insensitive. */
const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;
/** Pixel size of the image (the client shows it at 104 × 40 CSS pixels; twice that keeps it sharp). */
export const CAPTCHA_WIDTH = 208;
export const CAPTCHA_HEIGHT = 80;
const FONT_SIZE = 80;

/** The glyph outlines of the font svg-captcha ships (opentype.js, loaded by svg-captcha). */
interface GlyphFont {
  charToGlyph(ch: string): { advanceWidth?: number; getPath(x: number, y: number, size: number): { toPathData(decimals?: number): string } };
  unitsPerEm: number;
}
const font = (svgCaptcha.options as unknown as { font: GlyphFont }).font;

/** Where answers come from; an object so tests can watch the answers drawn (server/src/modules/testing.ts). */
export const captchaAnswers = {
  next(): string {
    let text = '';
    for (let i = 0; i < CAPTCHA_LENGTH; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
    return text;
  },
};

const between = (min: number, max: number) => min + (randomInt(1_000_001) / 1_000_000) * (max - min);
const grey = (min: number, max: number) => {
  const v = Math.round(between(min, max));
  return `rgb(${v},${v},${v})`;
};

/** The characters, each turned and squeezed, spaced closer than their width so neighbours touch. */
function glyphs(text: string): string {
  const scale = FONT_SIZE / font.unitsPerEm;
  const advances = [...text].map((ch) => (font.charToGlyph(ch).advanceWidth ?? font.unitsPerEm / 2) * scale * 0.78);
  const total = advances.reduce((a, b) => a + b, 0);
  let x = (CAPTCHA_WIDTH - total) / 2 + between(-8, 8);
  return [...text]
    .map((ch, i) => {
      const width = advances[i];
      const cx = x + width / 2;
      const cy = CAPTCHA_HEIGHT / 2 + between(-5, 5);
      x += width;
      const d = font.charToGlyph(ch).getPath(cx - width / 2 / 0.78, cy + FONT_SIZE * 0.3, FONT_SIZE).toPathData(1);
      const transform =
        `rotate(${between(-22, 22).toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)}) ` +
        `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${between(0.8, 1.15).toFixed(2)} ${between(0.85, 1.1).toFixed(2)}) ` +
        `skewX(${between(-12, 12).toFixed(1)}) translate(${(-cx).toFixed(1)} ${(-cy).toFixed(1)})`;
      return `<path fill="${grey(10, 70)}" stroke="${grey(10, 70)}" stroke-width="1" transform="${transform}" d="${d}"/>`;
    })
    .join('');
}

/** Curves across the text band, as thick and dark as the glyph strokes, so they cannot be told apart by colour or width. */
function strikeThroughs(): string {
  const h = CAPTCHA_HEIGHT;
  const w = CAPTCHA_WIDTH;
  const curves: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const y = () => between(h * 0.2, h * 0.8).toFixed(1);
    curves.push(
      `<path fill="none" stroke="${grey(20, 90)}" stroke-width="${between(2.5, 4).toFixed(1)}" ` +
        `d="M${between(0, 20).toFixed(1)} ${y()} C${between(w * 0.2, w * 0.45).toFixed(1)} ${y()},${between(w * 0.55, w * 0.8).toFixed(1)} ${y()},${between(w - 20, w).toFixed(1)} ${y()}"/>`,
    );
  }
  for (let i = 0; i < 14; i += 1) {
    curves.push(
      `<circle fill="${grey(30, 140)}" cx="${between(0, w).toFixed(1)}" cy="${between(0, h).toFixed(1)}" r="${between(1, 3).toFixed(1)}"/>`,
    );
  }
  return curves.join('');
}

/** Bends the picture along two random waves (rows shift sideways, columns up and down), nearest pixel. */
function warp(pixels: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(pixels.length, 255);
  const ampX = between(3, 5);
  const ampY = between(3, 5);
  const periodX = between(40, 70);
  const periodY = between(60, 110);
  const phaseX = between(0, 2 * Math.PI);
  const phaseY = between(0, 2 * Math.PI);
  for (let y = 0; y < height; y += 1) {
    const dx = ampX * Math.sin((2 * Math.PI * y) / periodX + phaseX);
    for (let x = 0; x < width; x += 1) {
      const sx = Math.round(x + dx);
      const sy = Math.round(y + ampY * Math.sin((2 * Math.PI * x) / periodY + phaseY));
      if (sx >= 0 && sx < width && sy >= 0 && sy < height) out[y * width + x] = pixels[sy * width + sx];
    }
  }
  return out;
}

/** Grain over every pixel, so no two drawings of the same text share bytes and thresholds leave ragged edges. */
function speckle(pixels: Buffer): Buffer {
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) {
    const shifted = pixels[i] + ((grain[i] % 61) - 30);
    pixels[i] = shifted < 0 ? 0 : shifted > 255 ? 255 : shifted;
  }
  return pixels;
}

/** A PNG picture of `text` (grey, CAPTCHA_WIDTH × CAPTCHA_HEIGHT). */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${grey(225, 250)}"/>${glyphs(text)}${strikeThroughs()}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  // greyscale() still answers three channels from an RGB source; keep one.
  const single = info.channels === 1 ? data : Buffer.from(Uint8Array.from({ length: info.width * info.height }, (_, i) => data[i * info.channels]));
  const bent = speckle(warp(single, info.width, info.height));
  return sharp(bent, { raw: { width: info.width, height: info.height, channels: 1 } }).png().toBuffer();
}
