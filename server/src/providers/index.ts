import path from 'node:path';
import pino from 'pino';
import { ConfigError, DEFAULT_ETC_CONFIG, type AppConfig } from '../config';
import type { Providers } from '../deps';
import { LocalIdCheckProvider } from './idcheck/local';
import { LocalMapsProvider } from './maps/local';
import { LocalOcrProvider } from './ocr/local';
import { LocalDiskStorage } from './storage/local';
import { LocalSmsProvider } from './sms/local';
import { LocalWechatProvider } from './wechat/local';
import { LocalEsignProvider } from './esign/local';
import { LocalPaymentGateway } from './payment/local';
import { LocalBankProvider } from './bank/local';
import { LocalEtcIssuer } from './etc/local';
import { hkdfSync } from 'node:crypto';
import type { Db } from '../db/types';
import { SIMULATED_PROVIDERS } from './simulated';

/**
 * The third parties for this configuration. Only the local simulators exist so far, and they are
 * used only where the configuration allows them (config.simulators: development, tests, or
 * production with ALLOW_SIMULATORS=1); real vendor adapters are chosen here by configuration when
 * they arrive.
 */
export function createProviders(config: AppConfig, db: Db): Providers {
  if (!config.simulators) {
    throw new ConfigError(`no real provider is configured for ${SIMULATED_PROVIDERS.join(', ')}, and the local simulators are not allowed (ALLOW_SIMULATORS=1)`);
  }
  const log = pino({ name: 'providers', level: config.logLevel });
  // A production trial on the simulators delivers no SMS; the code must still not reach its log.
  const sms = new LocalSmsProvider(log, { logCodes: config.env !== 'production' });
  const { money } = config;
  const etc = config.etc ?? DEFAULT_ETC_CONFIG;
  return {
    sms,
    wechat: new LocalWechatProvider(),
    idCheck: new LocalIdCheckProvider(),
    storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    // Reads only the grid test and demo documents carry (ocr/fixture-code.ts); a real photo reads as nothing.
    ocr: new LocalOcrProvider(),
    maps: new LocalMapsProvider(),
    esign: new LocalEsignProvider(path.join(config.dataDir, 'esign'), config.tokenSecret),
    payment: new LocalPaymentGateway(
      db,
      {
        // Development default (clearly not a merchant key): only the local gateway knows it.
        key: money.gatewayKey ?? Buffer.from(hkdfSync('sha256', config.tokenSecret, 'toll-freight', 'local-payment-gateway-v1', 32)).toString('hex'),
        timeScale: money.gatewayTimeScale,
        duplicateRate: money.gatewayDuplicateRate,
        maxFirstDelayMs: money.gatewayFirstDelayMs,
      },
      log,
    ),
    bank: new LocalBankProvider(db, sms, log, { settleMs: money.bankSettleMs, failureRate: money.bankFailureRate }),
    etcIssuer: new LocalEtcIssuer(
      db,
      sms,
      {
        // Development default (clearly not an issuer's key): only the local issuer knows it.
        key: etc.issuerKey ?? Buffer.from(hkdfSync('sha256', config.tokenSecret, 'toll-freight', 'local-etc-issuer-v1', 32)).toString('hex'),
        timeScale: etc.issuerTimeScale,
        duplicateRate: etc.issuerDuplicateRate,
        maxFirstDelayMs: etc.issuerFirstDelayMs,
      },
      log,
    ),
  };
}
