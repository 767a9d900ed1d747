/**
 * Draws the app icons as PNG (no downloads, no image library): a highway running to the horizon
 * on the brand blue, with the freight-orange centre line. Run: node --import tsx scripts/make-icons.ts public/icons
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

type RGB = [number, number, number];
const TOP: RGB = [0x2a, 0x6f, 0xe0];
const BOTTOM: RGB = [0x0d, 0x3f, 0x94];
const ROAD: RGB = [0xff, 0xff, 0xff];
const LINE: RGB = [0xf0, 0x7b, 0x12];
type Point = [number, number];

function inPolygon([x, y]: Point, poly: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedRect([x, y]: Point, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** The road narrows towards the horizon; `t` is 0 at the bottom edge, 1 at the horizon. */
const road: Point[] = [[0.16, 0.88], [0.84, 0.88], [0.545, 0.28], [0.455, 0.28]];
function dash(y0: number, y1: number): Point[] {
  const half = (y: number) => 0.006 + ((y - 0.28) / 0.6) * 0.034;
  return [[0.5 - half(y1), y1], [0.5 + half(y1), y1], [0.5 + half(y0), y0], [0.5 - half(y0), y0]];
}
const dashes = [dash(0.32, 0.38), dash(0.44, 0.53), dash(0.6, 0.74)];

function colourAt(p: Point, { rounded, scale }: { rounded: boolean; scale: number }): [...RGB, number] | null {
  if (rounded && !inRoundedRect(p, 0.22)) return null;
  const shape: Point = [0.5 + (p[0] - 0.5) / scale, 0.5 + (p[1] - 0.5) / scale];
  if (dashes.some((d) => inPolygon(shape, d))) return [...LINE, 255];
  if (inPolygon(shape, road)) return [...ROAD, 255];
  const k = p[1];
  return [0, 1, 2].map((c) => Math.round(TOP[c] * (1 - k) + BOTTOM[c] * k)) as unknown as [...RGB, number];
}

function render(size: number, options: { rounded: boolean; scale: number }): Buffer {
  const SS = 4;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = colourAt([(x + (sx + 0.5) / SS) / size, (y + (sy + 0.5) / SS) / size], options);
          if (!c) continue;
          const alpha = c.length === 4 ? c[3] : 255;
          r += c[0]; g += c[1]; b += c[2]; a += alpha;
        }
      }
      const n = SS * SS;
      const covered = a / 255;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = covered ? Math.round(r / covered) : 0;
      raw[o + 1] = covered ? Math.round(g / covered) : 0;
      raw[o + 2] = covered ? Math.round(b / covered) : 0;
      raw[o + 3] = Math.round(a / n);
    }
  }
  return png(size, raw);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = process.argv[2] ?? '.';
writeFileSync(path.join(out, 'icon-192.png'), render(192, { rounded: true, scale: 1 }));
writeFileSync(path.join(out, 'icon-512.png'), render(512, { rounded: true, scale: 1 }));
// Maskable icons are cropped by the launcher: full bleed, the drawing inside the 80 % safe zone.
writeFileSync(path.join(out, 'maskable-512.png'), render(512, { rounded: false, scale: 0.8 }));
writeFileSync(path.join(out, 'apple-touch-icon.png'), render(180, { rounded: false, scale: 1 }));
// The tab icon, written inline into the page (app/layout.tsx).
writeFileSync(path.join(out, 'icon-32.png'), render(32, { rounded: true, scale: 1 }));
console.log('icons written to', out);
