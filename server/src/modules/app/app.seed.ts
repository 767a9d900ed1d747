import { PLATFORMS } from '@/lib/contract';
import { registerReferenceSeed } from '../../db/reference';
import type { Executor } from '../../db/types';
import { insertMissingVersions } from './app.repository';

/**
 * Reference data: the current release on every platform (spec §9: version 1.0.0, code 100).
 * Clients below code 90 must update. The H5 build is the PWA itself, so it "downloads" from the
 * site root; the native shells point at the download page.
 */
const CURRENT_RELEASE = {
  versionName: '1.0.0',
  versionCode: 100,
  lastVersionCode: 90,
  notes: 'First release: goods-source market, waybills, SMS sign-in.',
  publishedAt: new Date('2025-01-01T00:00:00+08:00'),
};

const DOWNLOAD_URL: Record<(typeof PLATFORMS)[number], string> = {
  H5: './',
  Android: './#/pages/share/share?platform=Android',
  ios: './#/pages/share/share?platform=ios',
};

/** Inserts the reference releases that are missing; safe to run on every start. */
export async function seedAppVersions(db: Executor): Promise<void> {
  await insertMissingVersions(
    db,
    PLATFORMS.map((platform) => ({ platform, downloadUrl: DOWNLOAD_URL[platform], ...CURRENT_RELEASE })),
  );
}

registerReferenceSeed('app-versions', seedAppVersions);
