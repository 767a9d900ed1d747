import { useInstallPrompt } from '@/components/pwa/installPrompt';
import { hydrateLikeABrowser, hydrationTaskOver } from '../hydrate';

const rendered: { offered: boolean; taskOver: boolean }[] = [];

function InstallButton() {
  const offer = useInstallPrompt();
  rendered.push({ offered: offer !== null, taskOver: hydrationTaskOver() });
  return offer ? <button type="button">安装到手机桌面</button> : <p>在浏览器菜单中选择“添加到主屏幕”</p>;
}

afterEach(() => {
  window.__tfInstallPrompt = undefined;
});

it('an install offer caught before hydration shows once the page has hydrated, not inside hydration’s commit', async () => {
  // A slow phone: the browser's offer arrived (caught by the head script) before the scripts ran.
  window.__tfInstallPrompt = Object.assign(new Event('beforeinstallprompt'), { prompt: jest.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' }) }) as never;
  const mismatches = await hydrateLikeABrowser(<InstallButton />, (page) => expect(page.querySelector('button')).not.toBeNull());
  expect(mismatches).toEqual([]);
  // Prerendered and hydrated without it; then drawn with it once, after the task of hydration's effects.
  expect(rendered.filter((r) => r.offered)).toEqual([{ offered: true, taskOver: true }]);
});
