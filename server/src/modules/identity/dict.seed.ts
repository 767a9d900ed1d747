import { registerReferenceSeed } from '../../db/reference';
import type { Executor } from '../../db/types';
import { upsertDictEntries } from './identity.repository';

type Entry = [code: string, label: string, labelEn: string];

/**
 * The dictionaries (reference data). Codes are stable identifiers stored on vehicles and goods;
 * plate colours use the codes of the toll systems (1 blue ... 93 yellow-green, new-energy large).
 */
export const DICTIONARIES: Record<string, Entry[]> = {
  // GA 802 vehicle type codes. A refrigerated truck is a box truck there; freight matching needs
  // it apart, so it has a code of its own.
  vehicleType: [
    ['Q11', '重型半挂牵引车', 'Heavy semi-trailer tractor'],
    ['H12', '重型厢式货车', 'Heavy box truck'],
    ['H19', '重型仓栅式货车', 'Heavy stake truck'],
    ['H17', '重型自卸货车', 'Heavy dump truck'],
    ['H14', '重型罐式货车', 'Heavy tank truck'],
    ['H15', '重型平板货车', 'Heavy flatbed truck'],
    ['H22', '中型厢式货车', 'Medium box truck'],
    ['H32', '轻型厢式货车', 'Light box truck'],
    ['REEFER', '冷藏车', 'Refrigerated truck'],
  ],
  plateColor: [
    ['1', '蓝色', 'Blue'],
    ['2', '黄色', 'Yellow'],
    ['3', '黑色', 'Black'],
    ['4', '白色', 'White'],
    ['5', '绿色（新能源小型）', 'Green (small new-energy)'],
    ['93', '黄绿双拼色（新能源大型）', 'Yellow-green (large new-energy)'],
  ],
  cargoType: [
    ['general', '普通货物', 'General cargo'],
    ['dangerous', '危险货物', 'Dangerous goods'],
    ['coldChain', '冷链', 'Cold chain'],
    ['container', '集装箱', 'Container'],
    ['oversized', '大件', 'Oversized cargo'],
    ['bulk', '散货', 'Bulk cargo'],
    ['fresh', '鲜活农产品', 'Fresh farm produce'],
  ],
  vehicleLength: [
    ['4.2', '4.2米', '4.2 m'],
    ['6.8', '6.8米', '6.8 m'],
    ['7.6', '7.6米', '7.6 m'],
    ['9.6', '9.6米', '9.6 m'],
    ['13', '13米', '13 m'],
    ['17.5', '17.5米', '17.5 m'],
  ],
  energyType: [
    ['diesel', '柴油', 'Diesel'],
    ['gasoline', '汽油', 'Gasoline'],
    ['lng', '天然气（LNG）', 'Natural gas (LNG)'],
    ['electric', '纯电动', 'Battery electric'],
    ['hybrid', '插电式混合动力', 'Plug-in hybrid'],
    ['hydrogen', '氢燃料电池', 'Hydrogen fuel cell'],
  ],
};

/** Inserts missing entries and updates changed labels; safe on every start. */
export async function seedDictionaries(db: Executor): Promise<void> {
  await upsertDictEntries(
    db,
    Object.entries(DICTIONARIES).flatMap(([groupCode, entries]) =>
      entries.map(([code, label, labelEn], index) => ({ groupCode, code, label, labelEn, sort: (index + 1) * 10 })),
    ),
  );
}

registerReferenceSeed('dictionaries', seedDictionaries);
