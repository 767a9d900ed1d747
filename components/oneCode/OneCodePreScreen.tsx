'use client';
import { useAtomValue } from 'jotai';
import Button from '@mui/material/Button';
import { BRIGADE_PASS_VALID_MONTHS } from '@/lib/contract';
import { useBrigadePassIntro } from '@/lib/api';
import { t } from '@/lib/i18n';
import { touristAtom } from '@/lib/state';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { useShareCard } from '@/components/ui/useShareCard';
import { navigate } from '@/components/router/history';
import { PASS_INTRO_READ } from '@/components/brigade/offlinePaths';
import { BRIGADE_HOME_PATH, ONE_CODE_INDEX_PATH, ONE_CODE_PRE_PATH } from '@/components/brigade/paths';
import { PassIntro } from './PassIntro';

/**
 * The annual pass's introduction (`/pages/oneCode/pre`), what a shared pass link opens: benefits,
 * price, validity, 立即购买. Public and kept offline once seen. A signed-in buyer also finds their
 * passes from here. None on sale: says so and leads to the shop.
 */
export default function OneCodePreScreen() {
  const { intro, error, mutate } = useBrigadePassIntro();
  const tourist = useAtomValue(touristAtom);
  const product = intro?.product ?? null;
  useShareCard(product ? { title: product.title, desc: t('brigadeOrders.pass.validity', { months: product.passValidMonths ?? BRIGADE_PASS_VALID_MONTHS }), path: ONE_CODE_PRE_PATH } : null);

  return (
    <PageScaffold
      contentSx={{ display: 'flex', flexDirection: 'column' }}
      actions={
        !tourist && (
          <Button size="small" onClick={() => navigate(ONE_CODE_INDEX_PATH)}>
            {t('brigade.pass.mine')}
          </Button>
        )
      }
    >
      <OfflineNote path={PASS_INTRO_READ} onRetry={() => void mutate()} />
      <Loaded data={intro} error={error} onRetry={() => void mutate()}>
        {(loaded) =>
          loaded.product ? (
            <PassIntro product={loaded.product} />
          ) : (
            <EmptyState
              message={t('brigadeOrders.pass.noneOnSale')}
              hint={t('brigade.pass.noneOnSaleHint')}
              action={
                <Button variant="contained" onClick={() => navigate(BRIGADE_HOME_PATH)}>
                  {t('brigade.cart.goShopping')}
                </Button>
              }
            />
          )
        }
      </Loaded>
    </PageScaffold>
  );
}
