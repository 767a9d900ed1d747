/** The catalogues are complete in both languages, and the spec's English messages are the English text. */
import { missingKeys, t } from '@/lib/i18n';
import { everyCatalogue } from '../catalogues';

test.each(Object.entries(everyCatalogue()))('no key is missing from either language of the %s catalogue', (_name, catalogue) => {
  expect(missingKeys(catalogue)).toEqual({ 'zh-CN': [], en: [] });
});

test('checks every catalogue file, the lazily loaded ones included', () => {
  expect(Object.keys(everyCatalogue())).toEqual(expect.arrayContaining(['core', 'ui', 'share', 'goods', 'legal', 'money']));
});

test("the spec's §8 messages are the English catalogue's text", () => {
  const english = [
    'bad request',
    'unauthorised, please log in',
    'access denied',
    'network connection failed',
    'request timeout',
    'internal server error',
    'service not implemented',
    'bad gateway',
    'service unavailable',
    'gateway timeout',
    'HTTP version not supported',
    'response timeout',
    'refreshing the logistics token failed',
    'the previous logistics token exchange is still invalid, so no more requests',
    'refreshing the internal token failed',
    'the previous internal token exchange is still invalid, so no more requests',
    'sourceId is not found',
    'phoneNumber is not found',
    'title is not found',
    'url is not found',
    'carNumber is not found',
    'waybillId is not found',
    'waybillId or carNumber is not found',
    'Is not the specified app environment!',
    'non-app environment, cannot jump',
    'needs preview in the app',
  ];
  const keys = [
    ...['400', '401', '403', '404', '408', '500', '501', '502', '503', '504', '505', 'other'].map((s) => `http.status.${s}`),
    'http.refresh.logisticsFailed',
    'http.refresh.logisticsStillInvalid',
    'http.refresh.userFailed',
    'http.refresh.userStillInvalid',
    'bridge.sourceIdMissing',
    'bridge.phoneNumberMissing',
    'bridge.titleMissing',
    'bridge.urlMissing',
    'bridge.carNumberMissing',
    'bridge.waybillIdMissing',
    'bridge.waybillIdOrCarNumberMissing',
    'bridge.notInApp',
    'bridge.cannotJump',
    'bridge.previewInApp',
  ];
  expect(keys.map((key) => t(key, undefined, 'en'))).toEqual(english);
  // And each has its own Chinese text.
  for (const key of keys) expect(t(key, undefined, 'zh-CN')).not.toBe(t(key, undefined, 'en'));
});
