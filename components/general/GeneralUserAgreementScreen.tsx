'use client';
import { LegalDocument } from './LegalDocument';
import { AGREEMENT_SECTIONS } from './legalSections';

/** The user agreement (`/pages/userAgreement/userAgreement`). */
export default function GeneralUserAgreementScreen() {
  return <LegalDocument document="agreement" sections={AGREEMENT_SECTIONS} />;
}
