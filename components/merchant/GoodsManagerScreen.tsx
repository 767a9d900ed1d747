'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useManagedGoods, type MerchantGoodsInfo, type MyMerchantInfo } from '@/lib/api';
import { MERCHANT_GOODS_STATUSES, type MerchantGoodsStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PagedList } from '@/components/ui/PagedList';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { formatYuan } from '@/components/money/amount';
import { CREATE_GOODS_PATH, GOODS_DETAILS_PATH, GOODS_MANAGER_PATH } from './paths';
import { GoodsStatusChip, MerchantScreen, merchantQuery } from './widgets';

/** The tabs in the order an administrator works them: what waits on them first. */
const TABS: readonly (MerchantGoodsStatus | 'all')[] = ['all', 'onShelf', 'pending', 'offShelf', 'rejected'];

function GoodsCard({ goods }: { goods: MerchantGoodsInfo }) {
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardActionArea onClick={() => navigate(GOODS_DETAILS_PATH, { id: String(goods.id), merchantId: String(goods.merchantId) })}>
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
              {goods.goodsName}
            </Typography>
            <GoodsStatusChip status={goods.status} />
          </Box>
          <Typography variant="body1" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {formatYuan(goods.priceFen)}
          </Typography>
          {goods.status === 'rejected' && goods.rejectReason && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('merchant.goods.rejected', { reason: goods.rejectReason })}
            </Typography>
          )}
          {goods.description && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {goods.description}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The goods of one tab; an empty list's next step is the 添加商品 button above it. */
function GoodsList({ merchant, status }: { merchant: MyMerchantInfo; status: MerchantGoodsStatus | undefined }) {
  const goods = useManagedGoods(merchant.merchantId, status);
  return (
    <PagedList
      loader={goods}
      itemKey={(item) => item.id}
      renderItem={(item) => <GoodsCard goods={item} />}
      emptyMessage={status ? t('merchant.goods.noneInTab', { status: t(`merchant.goods.status.${status}`) }) : t('merchant.goods.none')}
      emptyHint={status || merchant.role !== 'admin' ? undefined : t('merchant.goods.noneHint')}
    />
  );
}

function GoodsManager({ merchant }: { merchant: MyMerchantInfo }) {
  const wanted = useRoute().query.status;
  const status = (MERCHANT_GOODS_STATUSES as readonly string[]).includes(wanted) ? (wanted as MerchantGoodsStatus) : undefined;
  const admin = merchant.role === 'admin';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {(merchant.status === 'pending' || merchant.status === 'rejected') && <Alert severity="info">{t('merchant.goods.notApproved')}</Alert>}
      {admin && (
        <Button variant="contained" startIcon={<Add />} onClick={() => navigate(CREATE_GOODS_PATH, merchantQuery(merchant))}>
          {t('merchant.goods.add')}
        </Button>
      )}
      <Tabs
        value={status ?? 'all'}
        variant="fullWidth"
        onChange={(_, chosen: string) =>
          navigate(GOODS_MANAGER_PATH, { ...merchantQuery(merchant), ...(chosen === 'all' ? {} : { status: chosen }) }, { replace: true })
        }
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} sx={{ minWidth: 0, px: 0.5 }} label={t(tab === 'all' ? 'merchant.goods.tab.all' : `merchant.goods.status.${tab}`)} />
        ))}
      </Tabs>
      <GoodsList key={status ?? 'all'} merchant={merchant} status={status} />
    </Box>
  );
}

/**
 * The merchant's goods (`/pages/goodsManager/goodsManager?merchantId=&status=`): every goods with
 * its shelf state (on shelf, under review, off shelf, rejected with the reason), by tab, paged;
 * each opens goodsDetails; administrators add goods (createGoods).
 */
export default function GoodsManagerScreen() {
  return <MerchantScreen>{(merchant) => <GoodsManager merchant={merchant} />}</MerchantScreen>;
}
