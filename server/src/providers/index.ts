import path from 'node:path';
import pino from 'pino';
import type { AppConfig } from '../config';
import type { Providers } from '../deps';
import { LocalIdCheckProvider } from './idcheck/local';
import { LocalMapsProvider } from './maps/local';
import { NoOcrProvider } from './ocr/none';
import { LocalDiskStorage } from './storage/local';
import { LocalSmsProvider } from './sms/local';
import { LocalWechatProvider } from './wechat/local';
import { LocalEsignProvider } from './esign/local';

/**
 * The third parties for this configuration. Only the local simulators exist so far; real vendor
 * adapters are chosen here by configuration when they arrive.
 */
export function createProviders(config: AppConfig): Providers {
  const log = pino({ name: 'providers', level: config.logLevel });
  return {
    sms: new LocalSmsProvider(log),
    wechat: new LocalWechatProvider(),
    idCheck: new LocalIdCheckProvider(),
    storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    ocr: new NoOcrProvider(),
    maps: new LocalMapsProvider(),
    esign: new LocalEsignProvider(path.join(config.dataDir, 'esign'), config.tokenSecret),
  };
}
