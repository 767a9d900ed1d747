'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEtcBillMonths, useEtcBills, useMyEtcCards, type EtcCardInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { formatYuan } from '@/components/money/amount';
import { MonthChips, MonthSwitcher, TollRow, monthOrCurrent } from './billWidgets';
import { NoEtcCards, cardName } from './cardWidgets';
import { ETC_BILL_DETAIL_PATH, ETC_BILL_PATH, READ_CARD_BY_BLUETOOTH_PATH, SEL_ETC_CARD_PATH } from './paths';

/** Which card the bill is for, with the way to switch (selETCCard, 全部ETC卡 included). */
function CardSwitch({ card, cardId, month }: { card: EtcCardInfo | undefined; cardId: number | null; month: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
        {card ? cardName(card) : t('etc.bill.allCards')}
      </Typography>
      <Button
        size="small"
        onClick={() => navigate(SEL_ETC_CARD_PATH, { next: ETC_BILL_PATH, all: '1', month, ...(cardId ? { cardId: String(cardId) } : {}) })}
      >
        {t('etc.bill.switchCard')}
      </Button>
    </Box>
  );
}

/** The month's total and number of passages (every page's, from the server). */
function MonthTotal({ totalFen, count }: { totalFen: number | undefined; count: number | undefined }) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ textAlign: 'center', py: 2 }}>
        <Typography variant="body2">{t('etc.bill.total')}</Typography>
        <Typography variant="h4" component="p" data-testid="month-total" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {totalFen === undefined ? '—' : formatYuan(totalFen)}
        </Typography>
        <Typography variant="body2">{count === undefined ? '' : t('etc.bill.trips', { count })}</Typography>
      </CardContent>
    </Card>
  );
}

function Bills({ cards }: { cards: EtcCardInfo[] }) {
  const { path, query } = useRoute();
  const month = monthOrCurrent(query.month);
  const cardId = useIdParam('cardId');
  const card = cards.find((each) => each.id === cardId);
  const bills = useEtcBills(month, card ? card.id : null);
  const { months } = useEtcBillMonths(card ? card.id : null);
  const first = bills.data?.[0];
  const change = (next: Record<string, string>) => navigate(path, { ...query, ...next }, { replace: true });
  const waiting = card?.status === 'issued';
  return (
    <PullRefresh onRefresh={() => bills.mutate()}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <CardSwitch card={card} cardId={card ? card.id : null} month={month} />
        <MonthSwitcher month={month} onChange={(next) => change({ month: next })} />
        <MonthTotal totalFen={first?.totalFen} count={first?.count} />
        <MonthChips months={months} month={month} onChange={(next) => change({ month: next })} />
        <PagedList
          loader={bills}
          itemKey={(toll) => toll.id}
          renderItem={(toll) => <TollRow toll={toll} showWaybill onOpen={() => navigate(ETC_BILL_DETAIL_PATH, { id: String(toll.id) })} />}
          emptyMessage={t('etc.bill.empty')}
          emptyHint={t(waiting ? 'etc.bill.emptyNotActive' : 'etc.bill.emptyHint')}
          emptyAction={
            waiting && card ? (
              <Button variant="contained" onClick={() => navigate(READ_CARD_BY_BLUETOOTH_PATH, { cardId: String(card.id) })}>
                {t('etc.card.activate')}
              </Button>
            ) : undefined
          }
        />
      </Box>
    </PullRefresh>
  );
}

/**
 * Tolls by month (`/pages/etcBill/etcBill?cardId=&month=YYYY-MM`, every card and this China month
 * by default): the card with 切换 (selETCCard), ‹ month ›, the month's total and number of
 * passages, the recent months that had tolls with their totals (to jump to), then each toll newest first (entry → exit, times, distance, class, amount, waybill)
 * → etcBillDetail. An empty month says why and what to do; no card at all offers apply or bind.
 */
export default function EtcBillScreen() {
  const { cards, error, mutate } = useMyEtcCards({ includeUnbound: true });
  return (
    <PageScaffold>
      <Loaded data={cards} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded.length === 0 ? (
            <NoEtcCards message={t('etc.card.none')} />
          ) : (
            <Bills cards={loaded} />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
