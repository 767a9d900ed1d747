import sharp from 'sharp';

/**
 * The local OCR simulator's "print" (docs/etc.md "OCR"). A real vendor reads the text printed on a
 * document photo; the simulator cannot read text, so test and demo documents carry their fields
 * printed a second time as a machine-readable block grid in their top-left corner, and the
 * simulator reads that. A photo without the grid (every real photo) reads as nothing, the honest
 * answer of NoOcrProvider.
 *
 * The grid: GRID_COLUMNS cells a row, each cell 1/CELLS_PER_WIDTH of the image's width (so a
 * resized photo still reads), starting one cell in from the top-left; a dark cell is a 1 bit,
 * row-major, most significant bit first. The bits: the 32-bit MAGIC, a 16-bit length, the payload
 * (UTF-8 JSON: `{"doc": <OcrDocument>, "fields": {...}}`), a 16-bit checksum (sum of the payload
 * bytes mod 65536). Cells are big enough (≥ 8 px at 800 px wide) to survive JPEG re-encoding.
 */

export const CELLS_PER_WIDTH = 100;
export const GRID_COLUMNS = 64;
const MAGIC = 0xe7c0a11d;

export interface FixturePayload {
  doc: string;
  fields: Record<string, string | number>;
}

function toBits(payload: Buffer): number[] {
  const bits: number[] = [];
  const push = (value: number, width: number) => {
    for (let i = width - 1; i >= 0; i -= 1) bits.push(Math.floor(value / 2 ** i) % 2);
  };
  push(MAGIC, 32);
  push(payload.length, 16);
  for (const byte of payload) push(byte, 8);
  push(payload.reduce((sum, byte) => (sum + byte) % 65536, 0), 16);
  return bits;
}

/** The grid's cells as SVG rectangles for an image `width` wide. */
export function fixtureGridSvg(payload: FixturePayload, width: number): string {
  const cell = width / CELLS_PER_WIDTH;
  const bits = toBits(Buffer.from(JSON.stringify(payload), 'utf8'));
  const rects: string[] = [];
  bits.forEach((bit, index) => {
    if (!bit) return;
    const x = (1 + (index % GRID_COLUMNS)) * cell;
    const y = (1 + Math.floor(index / GRID_COLUMNS)) * cell;
    rects.push(`<rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}" fill="#000"/>`);
  });
  return rects.join('');
}

/** Rows of grid a payload needs (to leave room for it in a drawing). */
export function fixtureGridRows(payload: FixturePayload): number {
  return Math.ceil(toBits(Buffer.from(JSON.stringify(payload), 'utf8')).length / GRID_COLUMNS);
}

/** Reads the grid from an image's bytes; null when the image carries none (or it does not check out). */
export async function readFixtureGrid(image: Buffer): Promise<FixturePayload | null> {
  let raw: { data: Buffer; info: sharp.OutputInfo };
  try {
    raw = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { width, height, channels } = raw.info;
  const cell = width / CELLS_PER_WIDTH;
  if (cell < 3) return null;
  const bitAt = (index: number): number | null => {
    const x = Math.floor((1 + (index % GRID_COLUMNS) + 0.5) * cell);
    const y = Math.floor((1 + Math.floor(index / GRID_COLUMNS) + 0.5) * cell);
    if (x >= width || y >= height) return null;
    return raw.data[(y * width + x) * channels] < 128 ? 1 : 0;
  };
  const read = (from: number, count: number): number | null => {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const bit = bitAt(from + i);
      if (bit === null) return null;
      value = value * 2 + bit;
    }
    return value;
  };
  if (read(0, 32) !== MAGIC) return null;
  const length = read(32, 16);
  if (length === null || length === 0 || length > 2048) return null;
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) {
    const byte = read(48 + i * 8, 8);
    if (byte === null) return null;
    bytes[i] = byte;
  }
  const checksum = read(48 + length * 8, 16);
  if (checksum !== bytes.reduce((sum, byte) => (sum + byte) % 65536, 0)) return null;
  try {
    const payload = JSON.parse(bytes.toString('utf8')) as FixturePayload;
    if (typeof payload?.doc !== 'string' || typeof payload.fields !== 'object' || payload.fields === null) return null;
    return payload;
  } catch {
    return null;
  }
}

/** The printed captions of the licence's fields. */
const LABELS: Record<string, string> = {
  plateNumber: '号牌号码',
  plateColor: '号牌颜色',
  vehicleType: '车辆类型',
  ownerName: '所有人',
  vin: '车辆识别代号',
  registerDate: '注册日期',
  totalWeightKg: '总质量',
  approvedLoadKg: '核定载质量',
  lengthMm: '外廓尺寸',
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A vehicle licence page drawn for tests and demos (800×540 JPEG): the fields printed as text
 * (what a person sees) and as the grid (what the simulator reads). `doc` is 'vehicleLicence'
 * (主页) or 'vehicleLicenceBack' (副页).
 */
export async function drawLicenceFixture(doc: 'vehicleLicence' | 'vehicleLicenceBack', fields: Record<string, string | number>): Promise<Buffer> {
  const width = 800;
  const height = 540;
  const payload = { doc, fields };
  const top = (fixtureGridRows(payload) + 2) * (width / CELLS_PER_WIDTH);
  const title = doc === 'vehicleLicence' ? '中华人民共和国机动车行驶证' : '中华人民共和国机动车行驶证副页';
  const lines = Object.entries(fields).map(
    ([name, value], i) => `<text x="40" y="${top + 70 + i * 34}" font-size="24" fill="#233">${escape(LABELS[name] ?? name)}：${escape(String(value))}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#eef3f7"/>
<rect x="0" y="0" width="${(GRID_COLUMNS + 2) * (width / CELLS_PER_WIDTH)}" height="${top}" fill="#fff"/>
${fixtureGridSvg(payload, width)}
<text x="40" y="${top + 30}" font-size="28" font-weight="bold" fill="#123">${title}</text>
${lines.join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
