'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OwnerAuthInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { CertificationStatusChip } from '@/components/identity/certification';
import { navigate } from '@/components/router/history';
import { EnterpriseApplyButtons, EnterpriseRow } from './EnterpriseListScreen';
import { PERSONAL_OWNER_APPLY_PATH, PERSONAL_OWNER_STATUS_PATH } from './paths';

/** The personal qualification: its state and the entry to apply (none yet) or to its status. */
export function PersonalOwnerChoice({ standing }: { standing: OwnerAuthInfo }) {
  const { personal } = standing;
  return (
    <Card component="section" aria-label={t('owner.choice.personal')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t('owner.choice.personal')}
          </Typography>
          <CertificationStatusChip status={personal?.certification.status ?? null} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('owner.choice.personalText')}
        </Typography>
        {personal ? (
          <Button variant="outlined" onClick={() => navigate(PERSONAL_OWNER_STATUS_PATH)}>
            {t('owner.choice.viewStatus')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => navigate(PERSONAL_OWNER_APPLY_PATH)}>
            {t('owner.personal.apply')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The enterprise qualifications: each enterprise with its state, and the entries to apply with another. */
export function EnterpriseChoice({ standing }: { standing: OwnerAuthInfo }) {
  return (
    <Card component="section" aria-label={t('owner.choice.enterprise')}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('owner.choice.enterprise')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('owner.choice.enterpriseText')}
        </Typography>
        {standing.enterprises.map((enterprise) => (
          <EnterpriseRow key={enterprise.enterpriseId} enterprise={enterprise} />
        ))}
        <EnterpriseApplyButtons />
      </CardContent>
    </Card>
  );
}
