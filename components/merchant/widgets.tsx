'use client';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMyMerchants, type MerchantGoodsInfo, type MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/EmptyState';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { MERCHANT_AGREEMENT_PATH, MERCHANT_INFO_PATH } from './paths';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

const MERCHANT_COLORS: Record<MyMerchantInfo['status'], ChipColor> = { pending: 'warning', approved: 'success', rejected: 'error', closed: 'default' };
const GOODS_COLORS: Record<MerchantGoodsInfo['status'], ChipColor> = { offShelf: 'default', pending: 'warning', onShelf: 'success', rejected: 'error' };

export function MerchantStatusChip({ status }: { status: MyMerchantInfo['status'] }) {
  return <Chip size="small" label={t(`merchant.status.${status}`)} color={MERCHANT_COLORS[status]} />;
}

export function GoodsStatusChip({ status }: { status: MerchantGoodsInfo['status'] }) {
  return <Chip size="small" label={t(`merchant.goods.status.${status}`)} color={GOODS_COLORS[status]} />;
}

/** A number from the screen's query (`?merchantId=7`), or null when absent or not a positive integer. */
export function useQueryId(name: string): number | null {
  const value = Number(useRoute().query[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The merchant a screen works on: `?merchantId=` among the caller's merchants, else the first one
 * they administer, else the first one. Undefined when the caller has none (or not that one).
 */
export function chooseMerchant(merchants: readonly MyMerchantInfo[], wanted: number | null): MyMerchantInfo | undefined {
  if (wanted !== null) return merchants.find((merchant) => merchant.merchantId === wanted);
  return merchants.find((merchant) => merchant.role === 'admin') ?? merchants[0];
}

/** Nothing to work on: the way to apply, or back to the console when another merchant was named. */
export function NoMerchant({ named }: { named: boolean }) {
  return named ? (
    <EmptyState
      message={t('merchant.console.none')}
      action={
        <Button variant="contained" onClick={() => navigate(MERCHANT_INFO_PATH)}>
          {t('merchant.backToConsole')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      message={t('merchant.console.none')}
      hint={t('merchant.console.noneHint')}
      action={
        <Button variant="contained" onClick={() => navigate(MERCHANT_AGREEMENT_PATH)}>
          {t('merchant.console.apply')}
        </Button>
      }
    />
  );
}

/** A screen of one of the caller's merchants (`?merchantId=`), with the states before it is known. */
export function MerchantScreen({ children }: { children: (merchant: MyMerchantInfo, merchants: MyMerchantInfo[]) => ReactNode }) {
  const { merchants, error, mutate } = useMyMerchants();
  const wanted = useQueryId('merchantId');
  return (
    <PageScaffold>
      <Loaded data={merchants} error={error} onRetry={() => void mutate()}>
        {(loaded) => {
          const merchant = chooseMerchant(loaded, wanted);
          return merchant ? children(merchant, loaded) : <NoMerchant named={wanted !== null && loaded.length > 0} />;
        }}
      </Loaded>
    </PageScaffold>
  );
}

/** What a staff member who is not an administrator reads where only administrators act. */
export function AdminsOnly({ merchant, messageKey = 'merchant.adminOnly' }: { merchant: MyMerchantInfo; messageKey?: string }) {
  return (
    <>
      <Alert severity="info">{t(messageKey)}</Alert>
      <Button sx={{ mt: 2 }} onClick={() => navigate(MERCHANT_INFO_PATH, { merchantId: String(merchant.merchantId) })}>
        {t('merchant.backToConsole')}
      </Button>
    </>
  );
}

/** The query that keeps a screen on this merchant. */
export const merchantQuery = (merchant: Pick<MyMerchantInfo, 'merchantId'>) => ({ merchantId: String(merchant.merchantId) });
