import type { Db } from './db/types';
import type { ShortLivedStore } from './kv/store';
import type { IdCheckProvider } from './providers/idcheck/idcheck.provider';
import type { MapsProvider } from './providers/maps/maps.provider';
import type { OcrProvider } from './providers/ocr/ocr.provider';
import type { StorageProvider } from './providers/storage/storage.provider';
import type { SmsProvider } from './providers/sms/sms.provider';
import type { WechatProvider } from './providers/wechat/wechat.provider';
import type { EsignProvider } from './providers/esign/esign.provider';
import type { AppConfig } from './config';
import type { PaymentGateway } from './providers/payment/payment.provider';
import type { BankProvider } from './providers/bank/bank.provider';
import type { EtcIssuer } from './providers/etc/etc.provider';

/** Third parties, each behind an interface with a local simulator (ARCHITECTURE.md). Grows per issue. */
export interface Providers {
  sms: SmsProvider;
  /** The messaging app's JS-SDK ticket, for signing its permission config. */
  wechat: WechatProvider;
  /** Name + national ID against the identity register (real-name verification). */
  idCheck: IdCheckProvider;
  /** Uploaded files' bytes. */
  storage: StorageProvider;
  /** Document photo recognition (the ETC vehicle licence). */
  ocr: OcrProvider;
  /** Place search and administrative divisions (GB/T 2260). */
  maps: MapsProvider;
  /** Electronic contract signing (waybill e-contracts). */
  esign: EsignProvider;
  /** Payment gateway (top-ups, freight paid by card/WeChat): signed asynchronous notifications. */
  payment: PaymentGateway;
  /** Custodian bank: wallet sub-accounts, card verification, cash-outs settled later. */
  bank: BankProvider;
  /** ETC issuer: card applications reviewed asynchronously, activation, withholding contracts, tolls (signed notifications). */
  etcIssuer: EtcIssuer;
}

/** What every module is built from; tests build the same with their own database and store. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  kv: ShortLivedStore;
  providers: Providers;
}
