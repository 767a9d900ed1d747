'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CertificationKind, CertificationStatus, DataOf, endpoints } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { CARGO_OWNER_OVERVIEW_PATH, ENTERPRISE_LIST_PATH } from '@/components/owner/paths';

export type QualificationItem = DataOf<typeof endpoints.identity.qualification>['items'][number];

export const REAL_NAME_PATH = '/pages/identityAuthentication/identityAuthentication';
export const QUALIFICATION_PATH = '/pages/allAuthen/allAuthen';
export const SELECT_IDENTITY_PATH = '/pages/selectThe/selectThe';
export const IDENTITY_SWITCH_PATH = '/pages/identitySwitch/identitySwitch';
export const IDENTITY_SWITCH_TIPS_PATH = '/pages/identitySwitchTips/identitySwitchTips';

/** Where each certification is submitted. */
export const CERTIFICATION_SCREEN: Record<CertificationKind, string> = {
  realName: REAL_NAME_PATH,
  cargoOwner: CARGO_OWNER_OVERVIEW_PATH,
  // Enterprise cargo owners and carriers apply from the list of the caller's enterprises, which offers both roles.
  enterprise: ENTERPRISE_LIST_PATH,
  // A user may certify several vehicles, each from the list of their vehicles.
  vehicle: '/pages/myVehicles/myVehicles',
  driver: '/pages/driverLicenseInfo/driverLicenseInfo',
  // A merchant's application and its goods are followed from the merchant console.
  merchant: '/pages/merchantInfo/merchantInfo',
  merchantGoods: '/pages/goodsManager/goodsManager',
  // A merchant's coupon batch is followed from its coupon list.
  couponBatch: '/pages/couponList/couponList',
};

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** 未提交 / 审核中 / 已通过 / 未通过 as a coloured chip; null is "not submitted". */
export function CertificationStatusChip({ status }: { status: CertificationStatus | null }) {
  return (
    <Chip
      size="small"
      color={status ? STATUS_COLOR[status] : 'default'}
      variant={status === 'approved' ? 'filled' : 'outlined'}
      label={t(`certification.status.${status ?? 'none'}`)}
    />
  );
}

/** The refusal an operator wrote, which the user must read to fix and resubmit. */
export function RejectReason({ reason }: { reason: string | null }) {
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {t('certification.rejectReason', { reason: reason ?? t('certification.noReason') })}
    </Alert>
  );
}

/** What the user can do next with a certification: submit, resubmit, or nothing while pending / approved. */
export function nextStepKey(item: QualificationItem): string | null {
  const status = item.certification?.status;
  if (status === 'pending' || status === 'approved') return null;
  return status === 'rejected' ? 'certification.resubmit' : 'certification.submit';
}

/**
 * One certification as a card: its kind, whether the current identity needs it, its status with
 * the dates and reject reason, and the entry to (re)submit it.
 */
export function CertificationCard({ item }: { item: QualificationItem }) {
  const { certification } = item;
  const screen = CERTIFICATION_SCREEN[item.kind];
  const step = nextStepKey(item);
  return (
    <Card component="section" aria-label={t(`certification.kind.${item.kind}`)}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {t(`certification.kind.${item.kind}`)}
          </Typography>
          {item.required && <Chip size="small" label={t('certification.required')} />}
          <CertificationStatusChip status={certification?.status ?? null} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t(`certification.purpose.${item.kind}`)}
        </Typography>
        {certification && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('certification.submittedAt', { date: formatDate(certification.submittedAt) })}
            {certification.reviewedAt && ` · ${t('certification.reviewedAt', { date: formatDate(certification.reviewedAt) })}`}
          </Typography>
        )}
        {certification?.status === 'rejected' && <RejectReason reason={certification.rejectReason} />}
        {step && (
          <Button size="small" variant="contained" sx={{ mt: 1 }} onClick={() => navigate(screen)}>
            {t(step)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
