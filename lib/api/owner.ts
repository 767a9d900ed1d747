import { mutate } from 'swr';
import type { z } from 'zod';
import { endpoints, type DataOf } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';
import { useDict } from './identity';

/**
 * Cargo owners (issue 4): the personal cargo-owner application, enterprise applications as
 * consignor or carrier, and the contact details of approved ones. Every call answers with the
 * caller's whole standing, which replaces the cached one so each owner screen shows it at once.
 */

const NO_ARGS = {};

export type OwnerAuthInfo = DataOf<typeof endpoints.owner.getOwnerAuthInfo>;
export type OwnerEnterprise = OwnerAuthInfo['enterprises'][number];
type PersonalOwnerRequest = z.input<NonNullable<typeof endpoints.owner.applyConsignor.body>>;
type EnterpriseRequest = z.input<NonNullable<typeof endpoints.owner.applyLogisticsEnterprises.body>>;
type ContactUpdateRequest = z.input<NonNullable<typeof endpoints.owner.ownerUpdateInfo.body>>;

/** Stores the standing a call answered with, and re-reads the qualification overview it changes. */
async function keepStanding(standing: OwnerAuthInfo) {
  await mutate(apiKey(endpoints.owner.getOwnerAuthInfo, NO_ARGS), standing, { revalidate: false });
  await mutate(apiKey(endpoints.identity.qualification, NO_ARGS));
  return standing;
}

/** The caller's cargo-owner standing: real name approved or not, the personal application, their enterprises. */
export function useOwnerAuthInfo() {
  const { data, error, mutate: revalidate } = useApi(endpoints.owner.getOwnerAuthInfo, NO_ARGS);
  return { standing: data, error, mutate: revalidate };
}

/** The cargo types a personal owner chooses from (dict group cargoType). */
export function useCargoTypes() {
  const { entries, error, mutate: revalidate } = useDict('cargoType');
  return { cargoTypes: entries, error, mutate: revalidate };
}

/** Applies (or re-applies after a refusal) as a personal cargo owner; pending until an operator reviews it. */
export async function applyAsPersonalOwner(application: PersonalOwnerRequest, intent?: Intent) {
  return keepStanding(await request(endpoints.owner.applyConsignor, { intent, body: application }));
}

/** Applies (or re-applies) with an enterprise as consignor or carrier. */
export async function applyWithEnterprise(application: EnterpriseRequest, intent?: Intent) {
  return keepStanding(await request(endpoints.owner.applyLogisticsEnterprises, { intent, body: application }));
}

/** Updates the address or contact of an approved personal owner or enterprise (no new review). */
export async function updateOwnerContact(update: ContactUpdateRequest, intent?: Intent) {
  return keepStanding(await request(endpoints.owner.ownerUpdateInfo, { intent, body: update }));
}
