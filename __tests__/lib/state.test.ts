/** lib/state: the persisted session survives a reload, outside values are checked, the locale and toasts. */
import { freshClient } from './support';

beforeEach(() => localStorage.clear());

test('defaults: a tourist, no tokens, empty base URL and maps key, Chinese', () => {
  const { state, i18n } = freshClient({ locale: 'zh-CN' });
  const { appStore } = state;
  expect(appStore.get(state.touristAtom)).toBe(true);
  expect(appStore.get(state.userTokenAtom)).toBeNull();
  expect(appStore.get(state.logisticsTokenAtom)).toBeNull();
  expect(appStore.get(state.serviceBaseUrlAtom)).toBe('');
  expect(appStore.get(state.mapsKeyAtom)).toBe('');
  expect(state.isSignedIn()).toBe(false);
  expect(i18n.getLocale()).toBe('zh-CN');
});

test('a sign-in is stored under tf. keys and read back on the next load', () => {
  const first = freshClient();
  first.state.saveSignIn({
    userToken: 'u',
    userRefreshToken: 'ur',
    logisticsToken: 'l',
    logisticsRefreshToken: 'lr',
    isTourist: false,
  });
  expect(localStorage.getItem('tf.userToken')).toBe('"u"');
  expect(localStorage.getItem('tf.tourist')).toBe('false');

  const reloaded = freshClient();
  const { appStore } = reloaded.state;
  expect(reloaded.state.isSignedIn()).toBe(true);
  expect(appStore.get(reloaded.state.userRefreshTokenAtom)).toBe('ur');
  expect(appStore.get(reloaded.state.logisticsRefreshTokenAtom)).toBe('lr');

  reloaded.state.clearSession();
  expect(freshClient().state.isSignedIn()).toBe(false);
});

test('a stored value of the wrong type reads as the default', () => {
  localStorage.setItem('tf.tourist', '"yes"');
  localStorage.setItem('tf.userToken', '42');
  localStorage.setItem('tf.locale', '"fr"');
  localStorage.setItem('tf.mapsKey', '{broken json');
  jest.resetModules();
  const state = require('@/lib/state') as typeof import('@/lib/state');
  expect(state.appStore.get(state.touristAtom)).toBe(true);
  expect(state.appStore.get(state.userTokenAtom)).toBeNull();
  expect(state.appStore.get(state.localeAtom)).toBe('zh-CN');
  expect(state.appStore.get(state.mapsKeyAtom)).toBe('');
});

test('the message locale follows the locale atom, also from a stored choice', () => {
  const { state, i18n } = freshClient({ locale: 'en' });
  expect(i18n.t('http.status.403')).toBe('access denied');
  state.appStore.set(state.localeAtom, 'zh-CN');
  expect(i18n.t('http.status.403')).toBe('拒绝访问');

  localStorage.setItem('tf.locale', '"en"');
  jest.resetModules();
  require('@/lib/state');
  const i18nAfterReload = require('@/lib/i18n') as typeof import('@/lib/i18n');
  expect(i18nAfterReload.getLocale()).toBe('en');
});

test('showToast shows one toast at a time with the default 1500 ms; dismissing an old one leaves the new one', () => {
  const { state } = freshClient();
  state.showToast('saved');
  const first = state.appStore.get(state.toastAtom)!;
  expect(first).toMatchObject({ message: 'saved', durationMs: 1500 });
  state.showToast('saved', 3000);
  const second = state.appStore.get(state.toastAtom)!;
  expect(second.id).not.toBe(first.id);
  state.dismissToast(first.id);
  expect(state.appStore.get(state.toastAtom)).toBe(second);
  state.dismissToast(second.id);
  expect(state.appStore.get(state.toastAtom)).toBeNull();
});
