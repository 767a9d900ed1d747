'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BankCardInfo } from '@/lib/api';
import { t } from '@/lib/i18n';

const CARD_STATUS_COLORS: Record<BankCardInfo['status'], 'default' | 'success' | 'warning' | 'error'> = {
  verifying: 'warning',
  verified: 'success',
  failed: 'error',
  unbound: 'default',
};

export function CardStatusChip({ status }: { status: BankCardInfo['status'] }) {
  return <Chip size="small" label={t(`money.card.status.${status}`)} color={CARD_STATUS_COLORS[status]} />;
}

/** "中国工商银行 储蓄卡 ••••1234" (a corporate account says so instead of a card type). */
export function cardLabel(card: Pick<BankCardInfo, 'bankName' | 'cardTypeName' | 'kind' | 'last4'>): string {
  const type = card.cardTypeName ?? (card.kind === 'enterprise' ? t('money.card.corporate') : '');
  return [card.bankName, type, `••••${card.last4}`].filter(Boolean).join(' ');
}

/** One card: bank, type, last four digits, holder and status; `end` holds its action. */
export function CardRow({ card, end }: { card: BankCardInfo; end?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }} data-testid={`card-${card.id}`}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {cardLabel(card)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('money.card.holder', { name: card.holderName })}
        </Typography>
      </Box>
      <CardStatusChip status={card.status} />
      {end}
    </Box>
  );
}
