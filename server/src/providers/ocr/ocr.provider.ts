/**
 * Reading the printed fields of a document photo (ID card, driving licence, vehicle licence) so a
 * form can be filled in for the user. Not called by any endpoint yet: the certification forms of
 * later slices will offer it as a pre-fill, always editable by the user.
 */
export type OcrDocument = 'idCardFront' | 'idCardBack' | 'drivingLicence' | 'vehicleLicence';

/** Fields read from a document, by name (e.g. name, idCardNo, plateNo); absent when unread. */
export type OcrFields = Partial<Record<string, string>>;

export interface OcrProvider {
  /** The fields read from `image` (JPEG bytes) of kind `document`; empty when nothing was read. */
  recognize(document: OcrDocument, image: Buffer): Promise<OcrFields>;
}
