'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { BRIGADE_PRODUCT_KINDS, type BrigadeProductStatus } from '@/lib/contract';
import { deleteOpsCategory, opsPictureUrl, useOpsCategories, useOpsProducts, type OpsCategoryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PagedList } from '@/components/ui/PagedList';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { CoverImage } from '@/components/content/CoverImage';
import { CategoryDialog } from './CategoryDialog';
import { OpsProductCard } from './OpsProductCard';
import { ShipmentsTab } from './ShipmentsTab';
import { BRIGADE_OPS_PATH, BRIGADE_OPS_PRODUCT_PATH } from './paths';

/** "New product": which kind (goods, a self-drive package, the annual pass). */
function NewProductButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('brigadeOps.newProduct')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BRIGADE_PRODUCT_KINDS.map((kind) => (
          <MenuItem key={kind} onClick={() => navigate(BRIGADE_OPS_PRODUCT_PATH, { kind })}>
            {t(`brigadeOps.kind.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

const STATUS_FILTERS = ['all', 'onSale', 'offSale'] as const;

function ProductsTab() {
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>('all');
  const { categories } = useOpsCategories();
  const loader = useOpsProducts({
    categoryId: categoryId ? Number(categoryId) : undefined,
    status: status === 'all' ? undefined : (status as BrigadeProductStatus),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <NewProductButton />
      <TextField
        select
        size="small"
        label={t('brigadeOps.filter.category')}
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
        // "全部分类" shows as the value while no category is chosen.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('brigadeOps.filter.allCategories')}</MenuItem>
        {(categories ?? []).map((category) => (
          <MenuItem key={category.categoryId} value={String(category.categoryId)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup exclusive fullWidth size="small" value={status} onChange={(_, next: typeof status | null) => next && setStatus(next)} aria-label={t('brigadeOps.filter.status')}>
        {STATUS_FILTERS.map((each) => (
          <ToggleButton key={each} value={each}>
            {t(`brigadeOps.filter.${each}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PagedList
        loader={loader}
        itemKey={(product) => product.productId}
        renderItem={(product) => <OpsProductCard product={product} onChanged={() => loader.mutate()} />}
        emptyMessage={t('brigadeOps.productsEmpty')}
        emptyHint={t('brigadeOps.productsEmptyHint')}
      />
    </Box>
  );
}

/** A category in the console: icon, name, place, counts; change it, or delete it when empty (asked first). */
function OpsCategoryRow({ category, onEdit, onChanged }: { category: OpsCategoryInfo; onEdit: () => void; onChanged: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const remove = useSubmission(async (intent) => {
    await deleteOpsCategory(category.categoryId, intent);
    await onChanged();
    setAsking(false);
    showToast(t('brigadeOps.category.deleted', { name: category.name }));
  });
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`ops-category-${category.categoryId}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {category.icon ? (
            <CoverImage url={opsPictureUrl(category.icon.fileId)} alt={category.name} sx={{ width: 40, height: 40 }} />
          ) : (
            <Box sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }} />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {category.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('brigadeOps.category.counts', { onSale: category.productCount, all: category.allProductCount, sort: category.sort })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="outlined" onClick={onEdit}>
            {t('brigadeOps.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => setAsking(true)}>
            {t('brigadeOps.delete')}
          </Button>
        </Box>
        <SubmissionStatus action={remove} />
      </CardContent>
      <ConfirmDialog
        open={asking}
        danger
        title={t('brigadeOps.category.deleteTitle')}
        message={t('brigadeOps.category.deleteMessage', { name: category.name })}
        confirmLabel={t('brigadeOps.delete')}
        pending={remove.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove.run()}
      />
    </Card>
  );
}

function CategoriesTab() {
  const { categories, error, mutate } = useOpsCategories();
  // undefined: no dialog; null: a new category; else the one being changed.
  const [editing, setEditing] = useState<OpsCategoryInfo | null | undefined>(undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
        {t('brigadeOps.category.new')}
      </Button>
      <Loaded data={categories} error={error} onRetry={() => void mutate()}>
        {(list) =>
          list.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography>{t('brigadeOps.category.empty')}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('brigadeOps.category.emptyHint')}
              </Typography>
            </Box>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.map((category) => (
                <li key={category.categoryId}>
                  <OpsCategoryRow category={category} onEdit={() => setEditing(category)} onChanged={() => mutate()} />
                </li>
              ))}
            </Box>
          )
        }
      </Loaded>
      {editing !== undefined && <CategoryDialog category={editing} open onClose={() => setEditing(undefined)} onSaved={() => mutate()} />}
    </Box>
  );
}

const TABS = ['products', 'categories', 'toShip'] as const;
type OpsTab = (typeof TABS)[number];

/**
 * The operators' shop console (`/ops/brigade?tab=products|categories|toShip`), beside the review
 * and publishing consoles: products on and off sale by category and state, with edit, on/off sale
 * and stock; categories with their icons, order and counts; 待发货, paid goods orders to ship with
 * a carrier and tracking number. What changes here is what buyers see in the shop at once. A
 * non-operator gets the server's refusal (brigade.operatorsOnly) in the list.
 */
export default function BrigadeOpsScreen() {
  const { query } = useRoute();
  const tab: OpsTab = (TABS as readonly string[]).includes(query.tab) ? (query.tab as OpsTab) : 'products';
  return (
    <PageScaffold>
      <Tabs
        value={tab}
        onChange={(_, next: string) => navigate(BRIGADE_OPS_PATH, { tab: next }, { replace: true })}
        variant="fullWidth"
        aria-label={t('brigadeOps.tabs')}
        sx={{ mb: 2 }}
      >
        <Tab value="products" label={t('brigadeOps.tab.products')} />
        <Tab value="categories" label={t('brigadeOps.tab.categories')} />
        <Tab value="toShip" label={t('brigadeOps.tab.toShip')} />
      </Tabs>
      {tab === 'products' ? <ProductsTab /> : tab === 'categories' ? <CategoriesTab /> : <ShipmentsTab />}
    </PageScaffold>
  );
}
