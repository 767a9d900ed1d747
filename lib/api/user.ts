import { useAtomValue } from 'jotai/react';
import { mutate } from 'swr';
import { endpoints, type IdentityType } from '../contract';
import { apiKey, request, useApi, type Intent } from '../http';
import { touristAtom } from '../state/atoms';
import { appStore } from '../state/store';

/** The signed-in user (spec §7: user info, identity). */

const NO_ARGS = {};

/** A read that only a signed-in user can make: skipped (no request) while a tourist. */
function useSignedInArgs() {
  const tourist = useAtomValue(touristAtom, { store: appStore });
  return tourist ? null : NO_ARGS;
}

/** The signed-in user with sharing, invitation and verification flags; `user` is undefined for a tourist. */
export function useCurrentUser() {
  const { data, isLoading, error, mutate: revalidate } = useApi(endpoints.user.info, useSignedInArgs());
  return { user: data, isLoading, error, mutate: revalidate };
}

/** The logistics side of the signed-in user (driver, cargo owner, carrier, toll collector flags). */
export function useLogisticsUser() {
  const { data, isLoading, error, mutate: revalidate } = useApi(endpoints.user.wlInfo, useSignedInArgs());
  return { logisticsUser: data, isLoading, error, mutate: revalidate };
}

/** Switches the current identity; every screen showing the user sees the new one at once. */
export async function setIdentity(identityType: IdentityType, intent?: Intent) {
  const user = await request(endpoints.user.setIdentity, { intent, body: { identityType } });
  await mutate(apiKey(endpoints.user.info, NO_ARGS), user, { revalidate: false });
  return user;
}
