'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useCurrentUser, useMerchantStaff, type MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { MERCHANT_STAFF_PATH } from './paths';
import { merchantQuery } from './widgets';

/** The administrator's staff list: each member opens their form; the way to add one. */
export function StaffSection({ merchant }: { merchant: MyMerchantInfo }) {
  const { staff, error, mutate } = useMerchantStaff(merchant.merchantId);
  const { user } = useCurrentUser();
  return (
    <Section title={t('merchant.staff.heading')}>
      <Loaded data={staff} error={error} onRetry={() => void mutate()}>
        {(members) => (
          <>
            {members.map((member) => (
              <ButtonBase
                key={member.id}
                onClick={() => navigate(MERCHANT_STAFF_PATH, { ...merchantQuery(merchant), id: String(member.id) })}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, textAlign: 'left', justifyContent: 'flex-start', width: '100%' }}
              >
                <Box component="span" sx={{ flex: 1 }}>
                  <Typography variant="body1" component="span" sx={{ display: 'block' }}>
                    {member.name}
                    {member.userId === user?.userId && t('merchant.staff.me')}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {member.phone}
                  </Typography>
                </Box>
                <Chip size="small" label={t(`merchant.role.${member.role}`)} color={member.role === 'admin' ? 'primary' : 'default'} />
              </ButtonBase>
            ))}
            {members.length <= 1 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('merchant.staff.noneHint')}
              </Typography>
            )}
          </>
        )}
      </Loaded>
      <Box>
        <Button variant="outlined" startIcon={<PersonAdd />} onClick={() => navigate(MERCHANT_STAFF_PATH, merchantQuery(merchant))}>
          {t('merchant.staff.add')}
        </Button>
      </Box>
    </Section>
  );
}
