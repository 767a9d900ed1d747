'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMyEtcOrders } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { isEditable, orderQuery } from './applicationDraft';
import { ETC_HANDLING_PATH } from './paths';

/** What a person needs at hand, and the steps, in the order the form asks for them. */
const NEEDS = ['vehicle', 'bankCard', 'address'] as const;
const STEPS = ['apply', 'review', 'ship', 'activate'] as const;

/**
 * Before applying (`/pages/etcHandleIntro/etcHandleIntro`): what a truck ETC card is, what the
 * application needs (a certified truck or its licence photo, a verified bank card for the
 * withholding contract, a mailing address or an outlet), and how it goes; 开始办理 (or 继续办理
 * when an application is being filled in) opens the form.
 */
export default function EtcHandleIntroScreen() {
  const { orders } = useMyEtcOrders();
  const inProgress = orders?.find(isEditable);
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('etc.intro.heading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('etc.intro.lead')}
        </Typography>
      </Box>
      <Section title={t('etc.intro.needsTitle')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {NEEDS.map((need) => (
            <Typography component="li" variant="body2" key={need} sx={{ py: 0.25 }}>
              {t(`etc.intro.need.${need}`)}
            </Typography>
          ))}
        </Box>
      </Section>
      <Section title={t('etc.intro.stepsTitle')}>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {STEPS.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ py: 0.25 }}>
              {t(`etc.intro.step.${step}`)}
            </Typography>
          ))}
        </Box>
      </Section>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.intro.fees')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => navigate(ETC_HANDLING_PATH, orderQuery(inProgress))}>
        {t(inProgress ? 'etc.apply.continue' : 'etc.intro.start')}
      </Button>
    </PageScaffold>
  );
}
