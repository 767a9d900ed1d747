'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useMyEtcCards } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { EtcCardTile, NoEtcCards } from './cardWidgets';
import { ETC_BILL_PATH } from './paths';

/** This screen's own parameters; any other is the asking screen's and goes back to it. */
const OWN_PARAMS = ['next', 'all', 'cardId'];

/** Where the pick goes: a screen of this app (`/pages/...`), the bills by default; never an outside address. */
function nextPath(next: string | undefined): string {
  return next && /^\/pages\/[\w/]+$/.test(next) ? next : ETC_BILL_PATH;
}

/**
 * Choosing one of the caller's cards (`/pages/selETCCard/selETCCard?next=<path>&cardId=<current>
 * &all=1`): the cards that are issued or live, the current one marked; the pick opens `next`
 * (the bills by default) with `cardId` and the other parameters it was given, in place of this screen. `all=1` offers 全部ETC卡 too
 * (the bills of every card). No card: apply or bind.
 */
export default function SelETCCardScreen() {
  const { query } = useRoute();
  const current = useIdParam('cardId');
  const next = nextPath(query.next);
  const { cards, error, mutate } = useMyEtcCards();
  // What else the asking screen passed (its month, …) goes back to it with the pick.
  const passOn = Object.fromEntries(Object.entries(query).filter(([name]) => !OWN_PARAMS.includes(name)));
  const pick = (cardId: number | null) => navigate(next, cardId === null ? passOn : { ...passOn, cardId: String(cardId) }, { replace: true });
  return (
    <PageScaffold>
      <Loaded data={cards} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded.length === 0 ? (
            <NoEtcCards message={t('etc.select.none')} />
          ) : (
            <Box role="list" aria-label={t('etc.select.title')}>
              {query.all === '1' && (
                <Card variant="outlined" role="listitem" sx={{ mb: 1.5, borderColor: current === null ? 'primary.main' : 'divider', borderWidth: current === null ? 2 : 1 }}>
                  <CardActionArea onClick={() => pick(null)} sx={{ p: 2 }}>
                    <Typography variant="subtitle1">{t('etc.bill.allCards')}</Typography>
                  </CardActionArea>
                </Card>
              )}
              {loaded.map((card) => (
                <Box role="listitem" key={card.id}>
                  <EtcCardTile card={card} selected={card.id === current} onOpen={() => pick(card.id)} />
                </Box>
              ))}
            </Box>
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
