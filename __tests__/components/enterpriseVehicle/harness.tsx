import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { setLocale } from '@/lib/i18n';
import { appStore, localeAtom } from '@/lib/state';
import { renderWithApp, resetApp, signInLocally } from '../support';

/** Opens the app, signed in, at `hash` (in Chinese unless `locale` says otherwise). */
export function open(hash: string, locale: 'zh-CN' | 'en' = 'zh-CN') {
  resetApp(hash);
  signInLocally();
  appStore.set(localeAtom, locale);
  setLocale(locale);
  renderWithApp(<HashRouter routes={appRoutes} />);
}
