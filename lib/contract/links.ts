/**
 * App screens the server builds links to. Kept apart from the schemas (no zod here), so the
 * client's route table can name them without pulling the contract into the first bundle.
 */

/** The app screen a fleet invitation link opens (its `?token=` carries the invitation). */
export const FLEET_INVITE_PATH = '/pages/acceptFleetInvite/acceptFleetInvite';

/**
 * The published release of a platform (service `app`): the download page reads it without the
 * request layer (components/general/releaseRead.ts), so its path lives here, zod-free.
 */
export const APP_VERSION_PATH = '/app/version';
