'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EtcCardInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { formatYuan } from '@/components/money/amount';
import { EmptyState } from '@/components/ui/EmptyState';
import { navigate } from '@/components/router/history';
import { ETC_HANDLE_INTRO_PATH, SAFETY_VERIFICATION_PATH } from './paths';
import { plateText } from './widgets';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
const CARD_COLORS: Record<EtcCardInfo['status'], ChipColor> = { issued: 'warning', active: 'success', unbound: 'default' };

export function EtcCardStatusChip({ status }: { status: EtcCardInfo['status'] }) {
  return <Chip size="small" label={t(`etc.card.status.${status}`)} color={CARD_COLORS[status]} />;
}

/** A card or OBU number grouped by four as printed: 3501 2345 6789 0123 4567. */
export function groupedNumber(text: string): string {
  return text.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The card's last four, as a short name beside its plate: 闽A36D88 · 尾号4567. */
export function cardName(card: Pick<EtcCardInfo, 'plateNumber' | 'cardNo'>): string {
  return t('etc.card.name', { plate: card.plateNumber, last4: card.cardNo.slice(-4) });
}

/**
 * An ETC card as a card: the plate with its colour and class on a coloured band, the card
 * number, the withholding bank, this month's tolls and the state; `children` below (the card's
 * actions). Tappable when `onOpen` is given.
 */
export function EtcCardTile({ card, onOpen, selected, children }: { card: EtcCardInfo; onOpen?: () => void; selected?: boolean; children?: ReactNode }) {
  const live = card.status !== 'unbound';
  const body = (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1.25,
          bgcolor: live ? 'primary.main' : 'action.disabledBackground',
          color: live ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.25 }} noWrap>
            {plateText(card)}
          </Typography>
          <Typography variant="caption">{t(`etc.class.${card.vehicleClass}`)}</Typography>
        </Box>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 4 }}>
          <EtcCardStatusChip status={card.status} />
        </Box>
      </Box>
      <Box sx={{ px: 1.5, py: 1, display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 }} aria-label={t('etc.card.number')}>
          {groupedNumber(card.cardNo)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {card.bankName ? t('etc.card.bankLine', { bank: card.bankName, last4: card.bankCardLast4 ?? '' }) : t(`etc.card.source.${card.source}`)}
        </Typography>
        {card.status === 'active' && (
          <Typography variant="body2">
            {t('etc.card.monthTolls')} <strong>{formatYuan(card.monthTollFen)}</strong>
          </Typography>
        )}
      </Box>
    </>
  );
  return (
    <Card
      variant="outlined"
      data-testid={`etc-card-${card.id}`}
      sx={{ mb: 1.5, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
    >
      {onOpen ? <CardActionArea onClick={onOpen}>{body}</CardActionArea> : body}
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1.5, pb: 1.25 }}>{children}</Box>}
    </Card>
  );
}

/** No card to show: the two ways to get one, applying or binding a card already in use. */
export function NoEtcCards({ message }: { message: string }) {
  return (
    <EmptyState
      message={message}
      hint={t('etc.card.noneHint')}
      action={
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Button variant="contained" onClick={() => navigate(ETC_HANDLE_INTRO_PATH)}>
            {t('etc.card.apply')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(SAFETY_VERIFICATION_PATH, { purpose: 'bindCard' })}>
            {t('etc.card.bindExisting')}
          </Button>
        </Box>
      }
    />
  );
}
