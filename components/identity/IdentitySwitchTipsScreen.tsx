'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentUser, useQualification } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { MINE_PATH } from '@/components/router/paths';
import { CertificationCard, QUALIFICATION_PATH } from './certification';

/**
 * After a switch (`/pages/identitySwitchTips/identitySwitchTips`): the new identity and what it
 * still needs: the required certifications not yet approved (missing, pending or rejected).
 */
export default function IdentitySwitchTipsScreen() {
  const { user } = useCurrentUser();
  const { qualification, error, mutate } = useQualification();
  const identity = user?.identityType;

  return (
    <PageScaffold>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('switchTips.now', { identity: t(identity ? `identity.${identity}` : 'identity.none') })}
      </Typography>
      <Loaded data={qualification} error={error} onRetry={() => void mutate()}>
        {(shown) => {
          const outstanding = shown.items.filter((item) => item.required && item.certification?.status !== 'approved');
          return (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {outstanding.length === 0 ? (
                <Alert severity="success">{t('switchTips.ready')}</Alert>
              ) : (
                <>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('switchTips.needs')}
                  </Typography>
                  {outstanding.map((item) => (
                    <CertificationCard key={item.kind} item={item} />
                  ))}
                </>
              )}
              <Button variant="outlined" onClick={() => navigate(QUALIFICATION_PATH)}>
                {t('switchTips.allQualifications')}
              </Button>
              <Button onClick={() => navigate(MINE_PATH, {}, { replace: true })}>{t('switchTips.done')}</Button>
            </Box>
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}
