import type { useAppVersion } from '@/lib/api/app';

/** A published release of the app, as the download buttons show it (a type only: no request code loads). */
export type Release = ReturnType<typeof useAppVersion>['version'];
