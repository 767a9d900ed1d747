'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  deleteMerchantGoods,
  shelveMerchantGoods,
  useManagedGoodsItem,
  type MerchantGoodsInfo,
  type MyMerchantInfo,
} from '@/lib/api';
import { ApiError } from '@/lib/http/errors';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { SubmissionStatus } from '@/components/ui/SubmissionStatus';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { Fact, Section, dateTime } from '@/components/waybill/widgets';
import { formatYuan } from '@/components/money/amount';
import { ReviewImage } from '@/components/ops/ReviewImage';
import { CREATE_GOODS_PATH, GOODS_MANAGER_PATH } from './paths';
import { GoodsStatusChip, MerchantScreen, merchantQuery, useQueryId } from './widgets';

/** Where the goods stand and what comes next, in a line. */
function ShelfState({ goods }: { goods: MerchantGoodsInfo }) {
  if (goods.status === 'pending') return <Alert severity="info">{t('merchant.goods.reviewing')}</Alert>;
  if (goods.status === 'rejected') return <Alert severity="warning">{t('merchant.goods.rejected', { reason: goods.rejectReason ?? '' })}</Alert>;
  return null;
}

/** The administrator's actions: put on or take off the shelf, edit, delete (asked first). */
function GoodsActions({ merchant, goods, onChanged }: { merchant: MyMerchantInfo; goods: MerchantGoodsInfo; onChanged: () => void }) {
  const [deleting, setDeleting] = useState(false);
  const shelve = useSubmission(async (intent, action: 'up' | 'down') => {
    await shelveMerchantGoods(goods.id, action, intent);
    onChanged();
    showToast(t(action === 'up' ? 'merchant.goods.putOnToast' : 'merchant.goods.takeOffToast'));
  });
  const remove = useSubmission(async (intent) => {
    await deleteMerchantGoods(goods.id, intent);
    setDeleting(false);
    showToast(t('merchant.goods.deleted'));
    navigate(GOODS_MANAGER_PATH, merchantQuery(merchant), { replace: true });
  });
  const edit = () => navigate(CREATE_GOODS_PATH, { ...merchantQuery(merchant), id: String(goods.id) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {(goods.status === 'offShelf' || goods.status === 'rejected') && (
        <Button variant="contained" size="large" disabled={shelve.pending} onClick={() => void shelve.run('up')}>
          {t('merchant.goods.putOn')}
        </Button>
      )}
      {goods.status === 'onShelf' && (
        <Button variant="contained" size="large" color="warning" disabled={shelve.pending} onClick={() => void shelve.run('down')}>
          {t('merchant.goods.takeOff')}
        </Button>
      )}
      <SubmissionStatus action={shelve} />
      <Button variant="outlined" onClick={edit}>
        {t(goods.status === 'rejected' ? 'merchant.goods.fix' : 'merchant.goods.edit')}
      </Button>
      <Button color="error" onClick={() => setDeleting(true)}>
        {t('merchant.goods.delete')}
      </Button>
      <SubmissionStatus action={remove} />
      <ConfirmDialog
        open={deleting}
        danger
        title={t('merchant.goods.deleteTitle')}
        message={t('merchant.goods.deleteText', { name: goods.goodsName })}
        confirmLabel={t('merchant.goods.delete')}
        pending={remove.pending}
        onConfirm={() => void remove.run()}
        onCancel={() => setDeleting(false)}
      />
    </Box>
  );
}

function GoodsDetails({ merchant, goods, onChanged }: { merchant: MyMerchantInfo; goods: MerchantGoodsInfo; onChanged: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {goods.image && <ReviewImage label={goods.goodsName} url={goods.image.url} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {goods.goodsName}
        </Typography>
        <GoodsStatusChip status={goods.status} />
      </Box>
      <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {formatYuan(goods.priceFen)}
      </Typography>
      <ShelfState goods={goods} />
      {goods.description && <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>{goods.description}</Typography>}
      <Section title={merchant.merchantName}>
        <Fact label={t('merchant.goods.createdAt')}>{dateTime(goods.createdAt)}</Fact>
        <Fact label={t('merchant.goods.updatedAt')}>{dateTime(goods.updatedAt)}</Fact>
      </Section>
      {merchant.role === 'admin' && <GoodsActions merchant={merchant} goods={goods} onChanged={onChanged} />}
    </Box>
  );
}

function GoodsItem({ merchant, id }: { merchant: MyMerchantInfo; id: number }) {
  const { goods, error, mutate } = useManagedGoodsItem(id);
  // Deleted or never the merchant's: said plainly, with the way back to the list.
  if (error instanceof ApiError && error.status === 404) return <GoodsMissing merchant={merchant} />;
  return <Loaded data={goods} error={error} onRetry={() => void mutate()}>{(loaded) => <GoodsDetails merchant={merchant} goods={loaded} onChanged={() => void mutate()} />}</Loaded>;
}

function GoodsMissing({ merchant }: { merchant: MyMerchantInfo }) {
  return (
    <EmptyState
      message={t('merchant.goods.notFound')}
      action={
        <Button variant="contained" onClick={() => navigate(GOODS_MANAGER_PATH, merchantQuery(merchant), { replace: true })}>
          {t('merchant.goods.back')}
        </Button>
      }
    />
  );
}

/**
 * One of the merchant's goods (`/pages/goodsDetails/goodsDetails?id=&merchantId=`): photo, name,
 * price, description, shelf state (under review; rejected with the reason); administrators put it
 * on the shelf (to review) or take it off, edit it, and delete it after a confirmation.
 */
export default function GoodsDetailsScreen() {
  const id = useQueryId('id');
  return <MerchantScreen>{(merchant) => (id === null ? <GoodsMissing merchant={merchant} /> : <GoodsItem merchant={merchant} id={id} />)}</MerchantScreen>;
}
