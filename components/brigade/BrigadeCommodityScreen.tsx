'use client';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { BOTTOM_REACH_DISTANCE } from '@/lib/constants';
import { BRIGADE_PRODUCT_KINDS, type BrigadeProductKind, type BrigadeProductSummary } from '@/lib/contract';
import { useBrigadeCategories, useBrigadeProducts } from '@/lib/api';
import { t } from '@/lib/i18n';
import { OfflineNote } from '@/components/ui/OfflineNote';
import { PagedList } from '@/components/ui/PagedList';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { CATALOGUE_LISTS } from './offlinePaths';
import { BRIGADE_COMMODITY_PATH } from './paths';
import { ProductCard } from './ProductCard';
import { ShopScaffold } from './ShopScaffold';

const ALL = 'all';
/** The packages have a tab of their own beside the categories (the front page's "see all" opens it). */
const PACKAGES = 'selfDrive';
const productKey = (product: BrigadeProductSummary) => product.productId;

function kindOf(text: string | undefined): BrigadeProductKind | undefined {
  return BRIGADE_PRODUCT_KINDS.find((kind) => kind === text);
}

/**
 * The catalogue by category (`?categoryId=`; `?kind=selfDrive` for the packages): the categories
 * as tabs, the products on sale in the chosen one, newest first, loading the next page 200 px
 * before the bottom (spec). The query names the choice, so a shared link opens the same list.
 */
export default function BrigadeCommodityScreen() {
  const { query } = useRoute();
  const categoryId = useIdParam('categoryId') ?? undefined;
  const kind = kindOf(query.kind);
  const { categories } = useBrigadeCategories();
  const products = useBrigadeProducts({ categoryId, kind });
  const choose = (value: string) =>
    navigate(BRIGADE_COMMODITY_PATH, value === ALL ? {} : value === PACKAGES ? { kind: PACKAGES } : { categoryId: value }, { replace: true });
  const known = categoryId !== undefined && categories?.some((category) => category.categoryId === categoryId);
  const chosen = known ? String(categoryId) : kind === PACKAGES ? PACKAGES : ALL;
  const filtered = categoryId !== undefined || kind !== undefined;

  return (
    <ShopScaffold>
      <Tabs
        value={categories ? chosen : false}
        onChange={(_event, value: string) => choose(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('brigade.home.categories')}
        sx={{ position: 'sticky', top: 56, zIndex: 1, bgcolor: 'background.default', mx: -2, mt: -2, mb: 1, px: 1 }}
      >
        <Tab value={ALL} label={t('brigade.commodity.all')} />
        <Tab value={PACKAGES} label={t('brigade.commodity.packages')} />
        {categories?.map((category) => (
          <Tab key={category.categoryId} value={String(category.categoryId)} label={`${category.name} ${category.productCount}`} />
        ))}
      </Tabs>
      <PullRefresh onRefresh={() => products.mutate()}>
        <OfflineNote path={CATALOGUE_LISTS} onRetry={() => void products.mutate()} />
        <PagedList
          loader={products}
          renderItem={(product) => <ProductCard product={product} />}
          itemKey={productKey}
          reachDistance={BOTTOM_REACH_DISTANCE}
          emptyMessage={t(filtered ? 'brigade.commodity.emptyHere' : 'brigade.commodity.empty')}
          emptyHint={t('brigade.commodity.emptyHint')}
          emptyAction={
            filtered ? (
              <Button variant="outlined" onClick={() => choose(ALL)}>
                {t('brigade.commodity.seeEverything')}
              </Button>
            ) : undefined
          }
        />
      </PullRefresh>
    </ShopScaffold>
  );
}
