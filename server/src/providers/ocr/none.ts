import type { OcrDocument, OcrFields, OcrProvider } from './ocr.provider';

/**
 * The default: no recognition at all. Without a vendor there is nothing honest to read, so it
 * answers no fields and the user types them; a vendor adapter replaces it by configuration.
 */
export class NoOcrProvider implements OcrProvider {
  async recognize(_document: OcrDocument, _image: Buffer): Promise<OcrFields> {
    return {};
  }
}
