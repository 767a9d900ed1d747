'use client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Bluetooth from '@mui/icons-material/Bluetooth';
import CreditCard from '@mui/icons-material/CreditCard';
import { activateEtcCard, useEtcCard, useMyEtcCards, type EtcCardInfo, type EtcReadMethod } from '@/lib/api';
import { bridge, isInShell } from '@/lib/bridge';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { Loaded } from '@/components/ui/Loaded';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam } from '@/components/router/RouteContext';
import { Section } from '@/components/waybill/widgets';
import { cardNoRule, obuNoRule, withoutSpaces } from './cardRules';
import { MY_ETC_CARDS_PATH, READ_CARD_BY_BLUETOOTH_PATH, READ_CARD_BY_XLB_PATH } from './paths';
import { plateText } from './widgets';

/** Which device reads the card: the OBU over Bluetooth, or an outlet's card reader. */
export type CardReader = 'bluetooth' | 'outlet';

const READ_METHOD: Record<CardReader, EtcReadMethod> = { bluetooth: 'bluetooth', outlet: 'reader' };

/** Activated: say so and show the cards, where the card is now live. */
async function activated() {
  showToast(t('etc.card.activated'));
  navigate(MY_ETC_CARDS_PATH, {}, { replace: true });
}

/** Inside the shell: the device reads the numbers and the card is activated with them. */
function DeviceRead({ card, reader }: { card: EtcCardInfo; reader: CardReader }) {
  const read = useSubmission(async (intent) => {
    const numbers = await bridge.readEtcCard({ reader });
    await activateEtcCard({ ...numbers, method: READ_METHOD[reader], etcCardId: card.id }, intent);
    await activated();
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{t(reader === 'bluetooth' ? 'etc.read.inApp' : 'etc.xlb.intro')}</Typography>
      {read.error && <Alert severity="error">{read.error}</Alert>}
      <Button
        variant="contained"
        size="large"
        startIcon={reader === 'bluetooth' ? <Bluetooth /> : <CreditCard />}
        disabled={read.pending}
        onClick={() => void read.run()}
      >
        {read.pending ? t('etc.read.reading') : t(reader === 'bluetooth' ? 'etc.read.start' : 'etc.xlb.start')}
      </Button>
    </Box>
  );
}

/** Outside the shell: the spec's refusal, what it means here, and the typed way. */
function BrowserRefusal({ reader }: { reader: CardReader }) {
  return (
    <Alert severity="warning" data-testid="bridge-refusal">
      <AlertTitle>{t('bridge.notInApp')}</AlertTitle>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(reader === 'bluetooth' ? 'etc.read.browserTitle' : 'etc.xlb.browserTitle')}
      </Typography>
      <Typography variant="body2">{t(reader === 'bluetooth' ? 'etc.read.browserText' : 'etc.xlb.browserText')}</Typography>
    </Alert>
  );
}

/** The numbers printed on card and OBU, typed: the same activation as a device read. */
function TypedNumbers({ card }: { card: EtcCardInfo }) {
  const form = useForm({
    cardNo: { rules: [rules.required, cardNoRule] },
    obuNo: { rules: [rules.required, obuNoRule] },
  });
  const activate = useSubmission(async (intent) => {
    await activateEtcCard(
      { cardNo: withoutSpaces(form.values.cardNo), obuNo: withoutSpaces(form.values.obuNo).toUpperCase(), method: 'typed', etcCardId: card.id },
      intent,
    );
    await activated();
  });
  return (
    <Section title={t('etc.read.typeTitle')}>
      <ActionForm validate={() => form.validate()} action={activate} submitLabel={t('etc.read.activate')} pendingLabel={t('etc.read.activating')}>
        <FormField field={form.field('cardNo')} label={t('etc.read.cardNo')} inputMode="numeric" maxLength={24} hint={t('etc.read.cardNoHint')} />
        <FormField field={form.field('obuNo')} label={t('etc.read.obuNo')} maxLength={20} hint={t('etc.read.obuNoHint')} />
      </ActionForm>
    </Section>
  );
}

/** The card to activate: `?cardId=`, else the caller's first card waiting for activation (null: none). */
function useCardToActivate() {
  const cardId = useIdParam('cardId');
  const named = useEtcCard(cardId);
  const all = useMyEtcCards();
  if (cardId !== null) return { card: named.card, error: named.error, retry: () => void named.mutate() };
  const waiting = all.cards === undefined ? undefined : (all.cards.find((card) => card.status === 'issued') ?? null);
  return { card: waiting, error: all.error, retry: () => void all.mutate() };
}

/**
 * Reading an issued card to activate it, by `reader`: inside the shell the device reads card and
 * OBU (bridge readEtcCard) and the numbers go to the activation; in a browser the spec's
 * "Is not the specified app environment!" with what it means, and the numbers printed on card and
 * OBU typed instead (the server takes only the issued pair either way). A card already active,
 * or none waiting, says so.
 */
export function ReadCard({ reader }: { reader: CardReader }) {
  const { card, error, retry } = useCardToActivate();
  const inShell = isInShell();
  const other = reader === 'bluetooth' ? READ_CARD_BY_XLB_PATH : READ_CARD_BY_BLUETOOTH_PATH;
  return (
    <Loaded data={card} error={error} onRetry={retry}>
      {(loaded) =>
        loaded === null || loaded.status !== 'issued' ? (
          <EmptyState
            message={loaded?.status === 'active' ? t('etc.card.alreadyActive') : t('etc.read.noCard')}
            action={
              <Button variant="contained" onClick={() => navigate(MY_ETC_CARDS_PATH)}>
                {t('etc.cards.title')}
              </Button>
            }
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {t('etc.read.forCard', { plate: plateText(loaded) })}
            </Typography>
            {inShell ? <DeviceRead card={loaded} reader={reader} /> : <BrowserRefusal reader={reader} />}
            {!inShell && reader === 'outlet' && <Typography variant="body2">{t('etc.xlb.intro')}</Typography>}
            <TypedNumbers card={loaded} />
            <Button onClick={() => navigate(other, { cardId: String(loaded.id) }, { replace: true })}>
              {t(reader === 'bluetooth' ? 'etc.read.otherWay' : 'etc.read.btWay')}
            </Button>
          </Box>
        )
      }
    </Loaded>
  );
}
