'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useEtcBillMonths, useMyEtcCards, useMyEtcOrders, type EtcCardInfo, type EtcOrderInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { chinaToday } from '@/lib/time';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { formatYuan } from '@/components/money/amount';
import { isEditable, orderQuery } from './applicationDraft';
import { BIND_ETC_CARD_PATH, ETC_BILL_PATH, ETC_HANDLE_INTRO_PATH, ETC_HANDLING_PATH, HANDLING_PROGRESS_PATH, MY_ETC_CARDS_PATH } from './paths';
import { OrderStatusChip, plateText } from './widgets';

/** Applications still worth showing here: not cancelled, not closed by activation. */
const showsHere = (order: EtcOrderInfo) => order.status !== 'cancelled' && order.status !== 'activated';

function CardRow({ card }: { card: EtcCardInfo }) {
  return (
    <ButtonBase
      onClick={() => navigate(MY_ETC_CARDS_PATH, { etcCardId: String(card.id) })}
      sx={{ width: '100%', textAlign: 'left', display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {plateText(card)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('etc.main.cardLine', { last4: card.cardNo.slice(-4), state: t(`etc.card.status.${card.status}`) })}
        </Typography>
      </Box>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('etc.main.cardMonth', { amount: formatYuan(card.monthTollFen) })}
      </Typography>
      <ChevronRight sx={{ color: 'text.disabled' }} aria-hidden />
    </ButtonBase>
  );
}

function MyCards() {
  const { cards, error, mutate } = useMyEtcCards();
  return (
    <Section title={t('etc.main.cards')}>
      <Loaded data={cards} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('etc.main.noCards')}
            </Typography>
          ) : (
            <Box>
              {loaded.map((card) => (
                <CardRow key={card.id} card={card} />
              ))}
              <Button size="small" onClick={() => navigate(MY_ETC_CARDS_PATH)}>
                {t('etc.main.allCards')}
              </Button>
            </Box>
          )
        }
      </Loaded>
    </Section>
  );
}

function MonthTolls() {
  const { months, error, mutate } = useEtcBillMonths(null);
  const thisMonth = chinaToday().slice(0, 7);
  return (
    <Section title={t('etc.main.tolls')}>
      <Loaded data={months} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const current = loaded.find((month) => month.month === thisMonth);
          return (
            <ButtonBase onClick={() => navigate(ETC_BILL_PATH)} sx={{ width: '100%', textAlign: 'left', display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                  {formatYuan(current?.totalFen ?? 0)}
                </Typography>
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('etc.main.tollsCount', { count: current?.count ?? 0 })}
                </Typography>
              </Box>
              <Typography variant="body2" component="span" sx={{ color: 'primary.main' }}>
                {t('etc.main.bills')}
              </Typography>
              <ChevronRight sx={{ color: 'text.disabled' }} aria-hidden />
            </ButtonBase>
          );
        }}
      </Loaded>
    </Section>
  );
}

function OrderRow({ order }: { order: EtcOrderInfo }) {
  const opensForm = order.status === 'draft';
  return (
    <ButtonBase
      onClick={() => navigate(opensForm ? ETC_HANDLING_PATH : HANDLING_PROGRESS_PATH, orderQuery(order))}
      sx={{ width: '100%', textAlign: 'left', display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {plateText(order.vehicle)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: order.status === 'rejected' ? 'error.main' : 'text.secondary' }}>
          {order.status === 'rejected' ? t('etc.progress.rejected', { reason: order.rejectReason ?? '' }) : t(opensForm ? 'etc.main.draftLine' : 'etc.main.orderLine', { no: order.orderNo })}
        </Typography>
      </Box>
      <OrderStatusChip status={order.status} />
      <ChevronRight sx={{ color: 'text.disabled' }} aria-hidden />
    </ButtonBase>
  );
}

function Applications() {
  const { orders, error, mutate } = useMyEtcOrders({ watch: true });
  const shown = orders?.filter(showsHere);
  const inProgress = orders?.find(isEditable);
  return (
    <Loaded data={shown} error={error} onRetry={() => void mutate()}>
      {(loaded) => (
        <>
          {loaded.length > 0 && (
            <Section title={t('etc.main.applications')}>
              <Box>
                {loaded.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </Box>
            </Section>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button variant="contained" size="large" onClick={() => navigate(inProgress ? ETC_HANDLING_PATH : ETC_HANDLE_INTRO_PATH, orderQuery(inProgress))}>
              {t(inProgress ? 'etc.apply.continue' : 'etc.main.apply')}
            </Button>
            <Button variant="outlined" size="large" onClick={() => navigate(BIND_ETC_CARD_PATH)}>
              {t('etc.main.bind')}
            </Button>
          </Box>
        </>
      )}
    </Loaded>
  );
}

/**
 * ETC home (`/pages/etcMainPage/etcMainPage`): this month's tolls (→ etcBill), the caller's cards
 * with their state and month's tolls (→ myETCCards), the applications under way with their state
 * (a draft → etcHandling, others → handlingProgressQuery; a rejected one with its reason), and
 * 办理ETC (继续办理 when one is being filled in) and 绑定已有ETC卡.
 */
export default function EtcMainPageScreen() {
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('etc.main.heading')}
          </Typography>
          <Typography variant="body2">{t('etc.main.lead')}</Typography>
        </CardContent>
      </Card>
      <MonthTolls />
      <MyCards />
      <Applications />
    </PageScaffold>
  );
}
