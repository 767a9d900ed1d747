'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQualification } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { CertificationCard } from './certification';

/**
 * Freight qualification (`/pages/allAuthen/allAuthen`): every certification with its status and
 * reject reason; the ones the current identity needs come first.
 */
export default function QualificationScreen() {
  const { qualification, error, mutate } = useQualification();
  return (
    <PageScaffold>
      <Loaded data={qualification} error={error} onRetry={() => void mutate()}>
        {(shown) => {
          const items = [...shown.items].sort((a, b) => Number(b.required) - Number(a.required));
          return (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Alert severity={shown.isVerified ? 'success' : 'info'}>
                {t(shown.isVerified ? 'qualification.verified' : 'qualification.notVerified')}
              </Alert>
              {items.map((item) => (
                <CertificationCard key={item.kind} item={item} />
              ))}
            </Box>
          );
        }}
      </Loaded>
    </PageScaffold>
  );
}
