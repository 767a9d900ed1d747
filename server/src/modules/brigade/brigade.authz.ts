import { endpoints } from '@/lib/contract';
import { ANYONE, SIGNED_IN, only, own, type AuthzTable } from '../../http/authz';

/**
 * Who may get a 2xx from each shop call (server/src/http/authz.ts; checked by
 * server/test/authz-matrix.test.ts). The catalogue, its pictures, the pass's introduction and the
 * refund reasons are anyone's (tourists, shared links, the service worker); the gateway's
 * notification is guarded by its signature. Travellers, orders and passes are their buyer's alone
 * (anyone else's answers 404); placing an order and listing one's own are any signed-in person's.
 * The catalogue's maintenance and the shipping of goods orders are for operators.
 */
export const brigadeAuthz: AuthzTable<typeof endpoints.brigade> = {
  categories: ANYONE,
  list: ANYONE,
  detail: ANYONE,
  picture: ANYONE,
  passIntro: ANYONE,
  refundReasons: ANYONE,
  payNotify: ANYONE,
  travellers: SIGNED_IN,
  // Without a travellerId it adds one of the caller's own; with one, only the caller's (404 otherwise).
  saveTraveller: SIGNED_IN,
  deleteTraveller: own('brigadeTraveller'),
  saveOrder: SIGNED_IN,
  pay: own('brigadeOrder'),
  payStatus: own('brigadeOrder'),
  orders: SIGNED_IN,
  bill: own('brigadeOrder'),
  cancelOrder: own('brigadeOrder'),
  deleteOrder: own('brigadeOrder'),
  refund: own('brigadeOrder'),
  confirmReceipt: own('brigadeOrder'),
  passes: SIGNED_IN,
  bindPass: own('brigadePass'),
  opsCategories: only(['operator']),
  opsSaveCategory: only(['operator']),
  opsDeleteCategory: only(['operator']),
  opsProducts: only(['operator']),
  opsProduct: only(['operator']),
  opsSaveProduct: only(['operator']),
  opsProductStatus: only(['operator']),
  opsStock: only(['operator']),
  opsSaveDeparture: only(['operator']),
  opsDeleteDeparture: only(['operator']),
  // The shipping desk: any operator ships any buyer's paid goods order.
  opsShipments: only(['operator']),
  opsShip: only(['operator']),
};
