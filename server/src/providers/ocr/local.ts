import type { OcrDocument, OcrFields, OcrProvider } from './ocr.provider';
import { readFixtureGrid } from './fixture-code';

/**
 * The local OCR simulator. It cannot read printed text, and does not pretend to: it reads only the
 * machine-readable grid that test and demo documents carry (fixture-code.ts), and only when the
 * grid says it is the document asked for. Any other photo (every real one) answers no fields, as
 * NoOcrProvider does, and the user types them. Field values are returned as printed (strings).
 */
export class LocalOcrProvider implements OcrProvider {
  async recognize(document: OcrDocument, image: Buffer): Promise<OcrFields> {
    const payload = await readFixtureGrid(image);
    if (!payload || payload.doc !== document) return {};
    return Object.fromEntries(Object.entries(payload.fields).map(([name, value]) => [name, String(value)]));
  }
}
