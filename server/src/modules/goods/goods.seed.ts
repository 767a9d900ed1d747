import { sql } from 'drizzle-orm';
import { registerReferenceSeed } from '../../db/reference';
import type { Executor } from '../../db/types';
import { FUJIAN_STATIONS } from '../../providers/maps/stations.data';
import { stations } from './goods.table';

/** Inserts the toll stations, or brings existing ones (same code) up to date; safe on every start. */
export async function seedStations(db: Executor): Promise<void> {
  await db
    .insert(stations)
    .values(FUJIAN_STATIONS)
    .onConflictDoUpdate({
      target: stations.code,
      set: {
        name: sql`excluded.name`,
        highway: sql`excluded.highway`,
        address: sql`excluded.address`,
        lng: sql`excluded.lng`,
        lat: sql`excluded.lat`,
        adCode: sql`excluded.ad_code`,
      },
    });
}

registerReferenceSeed('stations', seedStations);
