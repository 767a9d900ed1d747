'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEnterpriseDriverPages, type EnterpriseDriver } from '@/lib/api';
import { t } from '@/lib/i18n';
import { CertificationStatusChip } from '@/components/identity/certification';
import { PagedList } from '@/components/ui/PagedList';
import { useDebounce } from '@/components/ui/useDebounce';
import { navigate } from '@/components/router/history';
import { DRIVER_MANAGE_DETAILS_PATH, DRIVER_MANAGE_PATH, INVITE_DRIVER_PATH } from './paths';
import { CarrierScreen, ExpiryChips } from './widgets';

function DriverRow({ driver, enterpriseId }: { driver: EnterpriseDriver; enterpriseId: number }) {
  const name = driver.name ?? t('driver.manage.unnamed');
  return (
    <Card>
      <CardActionArea
        onClick={() => navigate(DRIVER_MANAGE_DETAILS_PATH, { enterpriseId: String(enterpriseId), driverId: String(driver.userId) })}
      >
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {name} · {driver.contactMobile ?? driver.mobile}
            </Typography>
            <CertificationStatusChip status={driver.certificationStatus} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[driver.licenseClass && t('driver.manage.class', { code: driver.licenseClass }), driver.remark].filter(Boolean).join(' · ') ||
              t('driver.manage.noRemark')}
          </Typography>
          {driver.expiries.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <ExpiryChips expiries={driver.expiries} />
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Drivers({ enterpriseId }: { enterpriseId: number }) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebounce(keyword.trim());
  const loader = useEnterpriseDriverPages(enterpriseId, searched);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        size="small"
        label={t('driver.manage.search')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <PagedList
        loader={loader}
        itemKey={(driver) => driver.userId}
        renderItem={(driver) => <DriverRow driver={driver} enterpriseId={enterpriseId} />}
        emptyMessage={t(searched ? 'driver.manage.noMatch' : 'driver.manage.none')}
      />
    </Box>
  );
}

/** A carrier's drivers (`/pages/driverManage/driverManage`, `?enterpriseId=`): paged, searchable, with status and expiries. */
export default function DriverManageScreen() {
  return (
    <CarrierScreen path={DRIVER_MANAGE_PATH}>
      {(chosen) => (
        <>
          <Button variant="contained" onClick={() => navigate(INVITE_DRIVER_PATH, { enterpriseId: String(chosen.enterpriseId) })}>
            {t('driver.manage.invite')}
          </Button>
          <Drivers key={chosen.enterpriseId} enterpriseId={chosen.enterpriseId} />
        </>
      )}
    </CarrierScreen>
  );
}
