import { setLocale } from '@/lib/i18n';
import { chinaDateTime, staleText } from '@/components/ui/OfflineNote';

afterEach(() => setLocale('zh-CN'));

describe('the date an offline note gives', () => {
  // 16:05 UTC on 1 December is 00:05 on 2 December in China: the day turns, and it is a one-digit day.
  const stored = new Date('2026-12-01T16:05:00Z');

  it('is China time, written as Chinese dates are (12月2日, not 12月02日)', () => {
    setLocale('zh-CN');
    expect(chinaDateTime(stored)).toBe('12月2日 00:05');
    expect(staleText(stored, new Date('2026-12-01T18:06:00Z'))).toBe('离线 · 12月2日 00:05 更新（2小时前）');
  });

  it('reads day/month in English', () => {
    setLocale('en');
    expect(chinaDateTime(stored)).toBe('2/12 00:05');
  });
});
