'use client';
import type { DriverLicense } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Detail } from '@/components/owner/standing';

/** The licence details of a driver certification (numbers masked by the server). */
export function LicenseDetails({ license }: { license: DriverLicense }) {
  return (
    <>
      <Detail label={t('driver.field.licenseNo')} value={license.licenseNo} />
      <Detail label={t('driver.field.licenseClass')} value={`${license.licenseClass} · ${t(`driver.class.${license.licenseClass}`)}`} />
      <Detail label={t('driver.field.issuingAuthority')} value={license.issuingAuthority} />
      <Detail label={t('driver.field.firstIssueDate')} value={license.firstIssueDate} />
      <Detail label={t('driver.field.validity')} value={`${license.validFrom} ~ ${license.validUntil}`} />
      <Detail
        label={t('driver.qualification.short')}
        value={license.qualification ? `${license.qualification.qualificationNo} · ${t('driver.validUntil', { date: license.qualification.validUntil })}` : t('driver.qualification.missing')}
      />
    </>
  );
}
