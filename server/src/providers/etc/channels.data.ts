/**
 * The bank channels through which the ETC issuer signs withholding contracts (reference data of
 * the issuer, served by SignChannel). `code` is the bank's code as the card-BIN data names it
 * (bank_cards.bank_code), so a user's verified card matches its channel by code.
 * Descriptions are the issuer's own lines (zh-CN); screens show their catalogue text by code.
 */
export interface SignChannelSeed {
  code: string;
  bankName: string;
  description: string;
}

export const ETC_SIGN_CHANNELS: readonly SignChannelSeed[] = [
  { code: 'CIB', bankName: '兴业银行', description: '福建本地银行，通行费实时代扣' },
  { code: 'ICBC', bankName: '中国工商银行', description: '通行费次日代扣，免手续费' },
  { code: 'CCB', bankName: '中国建设银行', description: '通行费次日代扣，免手续费' },
  { code: 'ABC', bankName: '中国农业银行', description: '通行费次日代扣，免手续费' },
  { code: 'BOC', bankName: '中国银行', description: '通行费次日代扣，免手续费' },
  { code: 'PSBC', bankName: '中国邮政储蓄银行', description: '通行费次日代扣，免手续费' },
  { code: 'CMB', bankName: '招商银行', description: '通行费次日代扣，免手续费' },
];

export const signChannelOf = (code: string) => ETC_SIGN_CHANNELS.find((channel) => channel.code === code) ?? null;
