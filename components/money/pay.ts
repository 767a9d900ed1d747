import type { PaymentInfo } from '@/lib/api';
import { openGatewayPage } from './gatewayPage';

/** How a gateway payment went from the screen's side: the shell's answer, or the page was left for the gateway. */
export type PayOutcome = 'success' | 'cancel' | 'fail' | 'left';

/**
 * Pays a gateway payment: inside the app shell through the bridge's wxPay (the shell answers
 * success, cancel or fail); in a browser, or when the shell cannot pay, on the gateway's page.
 */
export async function payThroughGateway(payment: Pick<PaymentInfo, 'id' | 'payUrl'>): Promise<PayOutcome> {
  const { bridge, isInShell } = await import('@/lib/bridge');
  if (isInShell()) {
    try {
      return (await bridge.wxPay(payment.id)).status;
    } catch {
      // An older shell without wxPay, or one that failed to answer: the gateway's page still works.
    }
  }
  openGatewayPage(payment);
  return 'left';
}
