import { gatewayPageUrl, type PaymentInfo } from '@/lib/api';

/**
 * Sends the browser to the payment gateway's page, as the e-contract signing page is opened
 * (components/waybill/DriverNextStep openSigning); the gateway returns to the screen afterwards
 * with `paymentId` in its query. Its own module so tests can stand in for leaving the page.
 */
export function openGatewayPage(payment: Pick<PaymentInfo, 'payUrl'>): void {
  window.location.assign(gatewayPageUrl(payment));
}
