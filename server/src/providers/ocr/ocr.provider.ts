/**
 * Reading the printed fields of a document photo (ID card, driving licence, vehicle licence) so a
 * form can be filled in for the user, always editable by the user. Called by the ETC application's
 * `ocr` (the vehicle licence); the certification forms may offer it as a pre-fill too.
 */
/** vehicleLicence is the licence's main page (主页), vehicleLicenceBack its supplementary page (副页). */
export type OcrDocument = 'idCardFront' | 'idCardBack' | 'drivingLicence' | 'vehicleLicence' | 'vehicleLicenceBack';

/** Fields read from a document, by name (e.g. name, idCardNo, plateNo); absent when unread. */
export type OcrFields = Partial<Record<string, string>>;

export interface OcrProvider {
  /** The fields read from `image` (JPEG bytes) of kind `document`; empty when nothing was read. */
  recognize(document: OcrDocument, image: Buffer): Promise<OcrFields>;
}
