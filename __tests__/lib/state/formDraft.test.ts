import { forgetAccountData } from '@/lib/offline/forget';
import { forgetDraft, keepDraft, readDraft } from '@/lib/state/formDraft';

const isNotes = (value: unknown): value is { notes: string } =>
  typeof value === 'object' && value !== null && typeof (value as { notes?: unknown }).notes === 'string';

beforeEach(() => localStorage.clear());

describe('form drafts kept per account', () => {
  it("gives a draft back to its own account only", () => {
    keepDraft('releaseGoods', 7, { notes: '五四路1号' });
    expect(readDraft('releaseGoods', 7, isNotes)).toEqual({ notes: '五四路1号' });
    expect(readDraft('releaseGoods', 8, isNotes)).toBeNull();
  });

  it('refuses a stored value of another shape, and forgets on request', () => {
    localStorage.setItem('tf.draft.releaseGoods', JSON.stringify({ account: 7, value: { notes: 3 } }));
    expect(readDraft('releaseGoods', 7, isNotes)).toBeNull();
    localStorage.setItem('tf.draft.releaseGoods', '{not json');
    expect(readDraft('releaseGoods', 7, isNotes)).toBeNull();
    keepDraft('releaseGoods', 7, { notes: 'x' });
    forgetDraft('releaseGoods');
    expect(readDraft('releaseGoods', 7, isNotes)).toBeNull();
  });

  it('removes every draft at sign-out and leaves other app storage alone', async () => {
    keepDraft('releaseGoods', 7, { notes: 'a' });
    keepDraft('fleetApply', 7, { notes: 'b' });
    localStorage.setItem('tf.locale', '"en"');
    await forgetAccountData(null);
    expect(localStorage.getItem('tf.draft.releaseGoods')).toBeNull();
    expect(localStorage.getItem('tf.draft.fleetApply')).toBeNull();
    expect(localStorage.getItem('tf.locale')).toBe('"en"');
  });
});
