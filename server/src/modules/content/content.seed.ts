import { registerReferenceSeed } from '../../db/reference';
import type { Executor } from '../../db/types';
import { nowDate } from '../clock';
import { insertMissingHotlines } from './content.repository';
import { REFERENCE_HOTLINES } from './hotlines.data';

/** Inserts the reference hotlines that are missing; an operator's change or removal stays (safe on every start). */
export async function seedHotlines(db: Executor): Promise<void> {
  const at = nowDate();
  await insertMissingHotlines(
    db,
    REFERENCE_HOTLINES.map((line) => ({ ...line, createdAt: at, updatedAt: at })),
  );
}

registerReferenceSeed('content-hotlines', seedHotlines);
