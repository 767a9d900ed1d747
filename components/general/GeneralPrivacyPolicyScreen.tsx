'use client';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_SECTIONS } from './legalSections';

/** The privacy policy (`/pages/privacyPolicy/privacyPolicy`). */
export default function GeneralPrivacyPolicyScreen() {
  return <LegalDocument document="privacy" sections={PRIVACY_SECTIONS} />;
}
