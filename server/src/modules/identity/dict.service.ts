import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { findDictGroup } from './identity.repository';

/** A dictionary group's entries in display order; an unknown group is a 404. */
export async function getDictGroup(deps: AppDeps, groupCode: string) {
  const entries = await findDictGroup(deps.db, groupCode);
  if (entries.length === 0) throw notFound('dict.notFound', { group: groupCode });
  return entries;
}
