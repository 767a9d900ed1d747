import type { QueuedFieldAction } from '@/lib/api';
import { expectedStatus, nextDriverStep } from '@/components/waybill/logic';
import { waybill } from './waybillServer';

function queued(action: QueuedFieldAction['action'], failure?: string): QueuedFieldAction {
  return { key: `${action}-key`, action, waybillId: 42, body: { waybillId: 42 }, queuedAt: '2026-11-22T03:00:00.000Z', failure };
}

describe('the driver’s next step', () => {
  it.each([
    ['assigned', 'receive'],
    ['created', 'sign'],
    ['signed', 'scanLoading'],
    ['loading', 'completeLoading'],
    ['loaded', 'scanUnloading'],
    ['inTransit', 'scanUnloading'],
    ['unloading', 'completeUnloading'],
    ['unloaded', null],
    ['settled', null],
    ['cancelled', null],
  ] as const)('in status %s is %s', (status, step) => {
    expect(nextDriverStep(waybill(status), [])).toBe(step);
  });

  it('offers nothing while the driver signed and the owner has not', () => {
    expect(nextDriverStep(waybill('created', { driverSigned: true }), [])).toBeNull();
  });

  it('moves past the actions waiting on the phone', () => {
    expect(nextDriverStep(waybill('signed'), [queued('scanningLoading')])).toBe('completeLoading');
    expect(nextDriverStep(waybill('signed'), [queued('scanningLoading'), queued('loadingCompleted')])).toBe('scanUnloading');
    expect(nextDriverStep(waybill('loaded'), [queued('scanningUnloading')])).toBe('completeUnloading');
    expect(nextDriverStep(waybill('loaded'), [queued('scanningUnloading'), queued('unLoadingCompleted')])).toBeNull();
  });

  it('ignores refused actions', () => {
    expect(expectedStatus('signed', [queued('scanningLoading', 'expired code')])).toBe('signed');
    expect(nextDriverStep(waybill('signed'), [queued('scanningLoading', 'expired code')])).toBe('scanLoading');
  });
});
