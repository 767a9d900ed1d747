/**
 * The licence details typed on addDriverLicense, held in memory until uploadDriverCard sends them
 * with the photos. Memory only (never storage): the licence number is a national ID number. A
 * reload loses it, and uploadDriverCard then leads back to the form.
 */
export interface LicenseDraft {
  licenseNo: string;
  licenseClass: string;
  issuingAuthority: string;
  firstIssueDate: string;
  validFrom: string;
  validUntil: string;
}

let draft: LicenseDraft | null = null;

export function keepLicenseDraft(details: LicenseDraft): void {
  draft = details;
}

export function licenseDraft(): LicenseDraft | null {
  return draft;
}

export function forgetLicenseDraft(): void {
  draft = null;
}

/** 2031/1/5 or 2031-01-05 -> 2031-01-05 (the form accepts either; the API takes the latter). */
export function isoDate(value: string): string {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value.trim());
  if (!match) return value.trim();
  return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
}
