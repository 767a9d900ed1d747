'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMyEtcCards, type EtcCardInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { EtcCardTile } from './cardWidgets';
import { ETC_BILL_PATH, ETC_HANDLE_INTRO_PATH, READ_CARD_BY_BLUETOOTH_PATH, SAFETY_VERIFICATION_PATH } from './paths';

/** The two ways to a card: bind one already in use, or apply for a new one. */
function GetACard({ primary }: { primary: 'apply' | 'bind' }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      <Button variant={primary === 'apply' ? 'contained' : 'outlined'} size="large" onClick={() => navigate(ETC_HANDLE_INTRO_PATH)}>
        {t('etc.card.apply')}
      </Button>
      <Button variant="outlined" size="large" onClick={() => navigate(SAFETY_VERIFICATION_PATH, { purpose: 'bindCard' })}>
        {t('etc.card.bindExisting')}
      </Button>
    </Box>
  );
}

/** One card with what can be done with it now: activate an issued one; bills and unbind for a live one. */
function CardActions({ card, onUnbind }: { card: EtcCardInfo; onUnbind: () => void }) {
  const id = String(card.id);
  if (card.status === 'issued') {
    return (
      <>
        <Alert severity="info" sx={{ width: '100%' }}>
          {t('etc.card.activateHint')}
        </Alert>
        <Button variant="contained" onClick={() => navigate(READ_CARD_BY_BLUETOOTH_PATH, { cardId: id })}>
          {t('etc.card.activate')}
        </Button>
      </>
    );
  }
  if (card.status !== 'active') return null;
  return (
    <>
      <Button variant="outlined" onClick={() => navigate(ETC_BILL_PATH, { cardId: id })}>
        {t('etc.card.bills')}
      </Button>
      <Button color="error" onClick={onUnbind} aria-label={t('etc.card.unbindCard', { plate: card.plateNumber })}>
        {t('etc.card.unbind')}
      </Button>
    </>
  );
}

/**
 * The caller's ETC cards (`/pages/myETCCards/myETCCards`): each with plate, class, card number,
 * withholding bank, this month's tolls and state; an issued card leads to activation, a live one
 * to its bills and to unbinding (asked first, then the SMS check). Below: bind a card already in
 * use, or apply. No card yet: both, said plainly.
 */
export default function MyETCCardsScreen() {
  const { cards, error, mutate } = useMyEtcCards();
  const [unbinding, setUnbinding] = useState<EtcCardInfo | null>(null);
  return (
    <PageScaffold>
      <PullRefresh onRefresh={() => mutate()}>
        <Loaded data={cards} error={error} onRetry={() => void mutate()}>
          {(loaded) =>
            loaded.length === 0 ? (
              <EmptyState message={t('etc.card.none')} hint={t('etc.card.noneHint')} action={<GetACard primary="apply" />} />
            ) : (
              <Box>
                {loaded.map((card) => (
                  <EtcCardTile key={card.id} card={card}>
                    <CardActions card={card} onUnbind={() => setUnbinding(card)} />
                  </EtcCardTile>
                ))}
                <GetACard primary="bind" />
              </Box>
            )
          }
        </Loaded>
      </PullRefresh>
      <ConfirmDialog
        open={unbinding !== null}
        title={t('etc.card.unbind')}
        message={unbinding ? t('etc.card.unbindAsk', { plate: unbinding.plateNumber }) : ''}
        confirmLabel={t('etc.card.unbind')}
        danger
        onCancel={() => setUnbinding(null)}
        onConfirm={() => {
          const card = unbinding;
          setUnbinding(null);
          if (card) navigate(SAFETY_VERIFICATION_PATH, { purpose: 'unbindCard', cardId: String(card.id) });
        }}
      />
    </PageScaffold>
  );
}
