import { gatewayPageUrl } from '@/lib/api';
import { appStore, serviceBaseUrlAtom } from '@/lib/state';

afterEach(() => appStore.set(serviceBaseUrlAtom, ''));

describe("the gateway's page", () => {
  const payment = { payUrl: '/logistics/api/pay/page/pay_Abcdefghijklmnop1234' };

  it('is on the API server: this origin when the API is served with the app', () => {
    expect(gatewayPageUrl(payment)).toBe(`${window.location.origin}/logistics/api/pay/page/pay_Abcdefghijklmnop1234`);
  });

  it("is on the configured service's origin when the API lives elsewhere", () => {
    appStore.set(serviceBaseUrlAtom, 'https://api.example.com/');
    expect(gatewayPageUrl(payment)).toBe('https://api.example.com/logistics/api/pay/page/pay_Abcdefghijklmnop1234');
  });
});
