/**
 * The download page's release read is a chunk of its own, fetched after hydration: without
 * signal that fetch fails, and the version line says so in the reader's words with a retry that
 * fetches it again, instead of a placeholder that never resolves.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadButtons } from '@/components/general/DownloadButtons';
import { renderWithApp, resetApp } from '../support';

let mockChunkArrives = false;
jest.mock('@/components/general/releaseRead', () => {
  if (!mockChunkArrives) throw Object.assign(new Error('Loading chunk releases failed.'), { name: 'ChunkLoadError' });
  return {
    readRelease: async (platform: string) => ({
      versionName: '1.0.0',
      versionCode: 100,
      lastVersionCode: 90,
      type: 'none',
      downloadUrl: `./#/pages/share/share?platform=${platform}`,
      notes: '',
      publishedAt: '2025-01-01T00:00:00.000Z',
    }),
  };
});

it('says the release could not be read when its code cannot be fetched, and fetches it again on retry', async () => {
  resetApp('#/');
  renderWithApp(<DownloadButtons />);
  expect(await screen.findByText('暂时无法获取版本信息（网络不通，请检查网络后重试）')).toBeInTheDocument();
  mockChunkArrives = true;
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('最新版本 v1.0.0，发布于 2025-01-01')).toBeInTheDocument();
});
