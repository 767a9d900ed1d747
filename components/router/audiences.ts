import type { Audience } from './types';

/**
 * The role groups the domains' entrances are declared for (spec §6). A group names current
 * identities: what a person sees follows the identity they act as now, not every one they hold.
 */

/** Those who carry loads: the market's drivers and their vehicles, licences and fleets. */
export const CARRYING: readonly Audience[] = ['driver', 'truckOwner', 'fleetCaptain', 'fleetMember'];

/** Those who ship: release goods, follow their goods and the waybills of them. */
export const SHIPPING: readonly Audience[] = ['cargoOwner', 'enterpriseCargoOwner', 'enterpriseManager'];

/** Those who act for an enterprise (the enterprise console). */
export const ENTERPRISE: readonly Audience[] = ['enterpriseManager', 'personManager', 'carrier', 'enterpriseCargoOwner'];

/** A toll station's collector, working at their own station. */
export const COLLECTING: readonly Audience[] = ['tollCollector'];
