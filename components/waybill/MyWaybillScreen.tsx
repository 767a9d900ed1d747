'use client';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCurrentUser } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { useRoute } from '@/components/router/RouteContext';
import { FieldQueueNotice } from './FieldQueueNotice';
import { StatusTabs, WaybillList, useStatusParam, type WaybillSide } from './WaybillList';

const OWNER_IDENTITIES = ['cargoOwner', 'enterpriseCargoOwner'];

/**
 * All my waybills by status (`/pages/myWaybill/myWaybill?side=driver|owner&status=`): the ones I
 * drive or the ones of my goods; the side starts from the current identity.
 */
export default function MyWaybillScreen() {
  const { path, query } = useRoute();
  const status = useStatusParam();
  const { user } = useCurrentUser();
  const side: WaybillSide =
    query.side === 'driver' || query.side === 'owner'
      ? query.side
      : user && OWNER_IDENTITIES.includes(user.identityType ?? '')
        ? 'owner'
        : 'driver';
  return (
    <PageScaffold>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={side}
        onChange={(_, next: WaybillSide | null) => {
          if (next) navigate(path, { ...query, side: next }, { replace: true });
        }}
        aria-label={t('waybill.mine.side')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="driver">{t('waybill.mine.asDriver')}</ToggleButton>
        <ToggleButton value="owner">{t('waybill.mine.asOwner')}</ToggleButton>
      </ToggleButtonGroup>
      {side === 'driver' && <FieldQueueNotice />}
      <StatusTabs value={status} />
      <WaybillList side={side} status={status} />
    </PageScaffold>
  );
}
