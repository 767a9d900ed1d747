'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BOTTOM_REACH_DISTANCE } from '@/lib/constants';
import type { BrigadeProductSummary } from '@/lib/contract';
import { useBrigadeCategories, useBrigadePassIntro, useBrigadeProducts } from '@/lib/api';
import { t } from '@/lib/i18n';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { useShareCard } from '@/components/ui/useShareCard';
import { navigate } from '@/components/router/history';
import { CategoryGrid } from './CategoryGrid';
import { CATALOGUE_LISTS } from './offlinePaths';
import { PassTeaser } from './PassTeaser';
import { BRIGADE_COMMODITY_PATH, BRIGADE_HOME_PATH } from './paths';
import { ProductCard } from './ProductCard';
import { ShopScaffold } from './ShopScaffold';
import { ShopSection } from './ShopSection';

/** How many self-drive packages the front page shows before "see all". */
const PACKAGES_SHOWN = 3;

const productKey = (product: BrigadeProductSummary) => product.productId;

/**
 * The shop's front page (旅游商城), where a shared shop link lands: the categories, the self-drive
 * packages, the annual pass, then the goods, loading more 200 px before the bottom. Everything
 * here is public and kept by the service worker: offline it shows what was seen, marked stale.
 */
export default function BrigadeHomeScreen() {
  const { categories, mutate: reloadCategories } = useBrigadeCategories();
  const packages = useBrigadeProducts({ kind: 'selfDrive' });
  const goods = useBrigadeProducts({ kind: 'goods' });
  const { intro, mutate: reloadIntro } = useBrigadePassIntro();
  const shownPackages = packages.data?.[0]?.records.slice(0, PACKAGES_SHOWN) ?? [];
  const morePackages = (packages.data?.[0]?.total ?? 0) > PACKAGES_SHOWN;

  useShareCard({ title: t('brigade.home.title'), desc: t('brigade.home.tagline'), path: BRIGADE_HOME_PATH });

  const reload = () => Promise.all([reloadCategories(), packages.mutate(), goods.mutate(), reloadIntro()]);

  return (
    <ShopScaffold>
      <PullRefresh onRefresh={reload}>
        <OfflineNote path={CATALOGUE_LISTS} onRetry={() => void reload()} />
        <Paper elevation={0} sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {t('brigade.home.heading')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9 }}>
            {t('brigade.home.tagline')}
          </Typography>
        </Paper>

        {categories && categories.length > 0 && <CategoryGrid categories={categories} />}

        {shownPackages.length > 0 && (
          <ShopSection
            title={t('brigade.home.packages')}
            more={morePackages ? { label: t('brigade.home.seeAll'), onClick: () => navigate(BRIGADE_COMMODITY_PATH, { kind: 'selfDrive' }) } : undefined}
          >
            {shownPackages.map((product) => (
              <ProductCard key={product.productId} product={product} />
            ))}
          </ShopSection>
        )}

        {intro?.product && (
          <ShopSection title={t('brigade.home.pass')}>
            <PassTeaser pass={intro.product} />
          </ShopSection>
        )}

        <ShopSection title={t('brigade.home.goods')}>
          <PagedList
            loader={goods}
            renderItem={(product) => <ProductCard product={product} />}
            itemKey={productKey}
            reachDistance={BOTTOM_REACH_DISTANCE}
            emptyMessage={t('brigade.home.noGoods')}
            emptyHint={t('brigade.home.noGoodsHint')}
            emptyAction={
              <Box>
                <Button variant="outlined" onClick={() => navigate(BRIGADE_COMMODITY_PATH)}>
                  {t('brigade.home.browseAll')}
                </Button>
              </Box>
            }
          />
        </ShopSection>
      </PullRefresh>
    </ShopScaffold>
  );
}
