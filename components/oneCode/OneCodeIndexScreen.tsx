'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useBrigadePasses, useBrigadePassIntro } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { MY_PASSES_READ } from '@/components/brigade/offlinePaths';
import { BRIGADE_HOME_PATH, ONE_CODE_PRE_PATH } from '@/components/brigade/paths';
import { PassCard, PassHolder } from './PassFace';
import { PassIntro } from './PassIntro';

/** No pass yet: the pass's introduction to buy one, or, when none is on sale, the way to the shop. */
function NoPass() {
  const { intro, error, mutate } = useBrigadePassIntro();
  return (
    <Loaded data={intro} error={error} onRetry={() => void mutate()}>
      {(loaded) =>
        loaded.product ? (
          <PassIntro product={loaded.product} />
        ) : (
          <EmptyState
            message={t('brigadeOrders.pass.none')}
            hint={t('brigadeOrders.pass.noneOnSale')}
            action={
              <Button variant="contained" onClick={() => navigate(BRIGADE_HOME_PATH)}>
                {t('brigade.cart.goShopping')}
              </Button>
            }
          />
        )
      }
    </Loaded>
  );
}

/**
 * My annual passes (`/pages/oneCode/index`), newest first: each with its number, validity and
 * state; a bound one with its holder and its number as a QR code, an unbound one with 去绑定. The
 * list is kept on the phone for this account (shown offline at a gate without signal, marked
 * stale). No pass: the pass's introduction.
 */
export default function OneCodeIndexScreen() {
  const { passes, error, mutate } = useBrigadePasses();
  return (
    <PageScaffold contentSx={{ display: 'flex', flexDirection: 'column' }}>
      <PullRefresh onRefresh={() => mutate()}>
        <OfflineNote path={MY_PASSES_READ} onRetry={() => void mutate()} />
        <Loaded data={passes} error={error} onRetry={() => void mutate()}>
          {(list) =>
            list.length === 0 ? (
              <NoPass />
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {list.map((pass) => (
                  <Box key={pass.passId}>
                    <PassCard pass={pass} withCode />
                    {pass.holder && <PassHolder holder={pass.holder} />}
                  </Box>
                ))}
                <Button variant="outlined" onClick={() => navigate(ONE_CODE_PRE_PATH)}>
                  {t('brigade.pass.buyAnother')}
                </Button>
              </Box>
            )
          }
        </Loaded>
      </PullRefresh>
    </PageScaffold>
  );
}
