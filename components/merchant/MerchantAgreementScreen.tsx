'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentUser, useMyMerchants, type MyMerchantInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Loaded } from '@/components/ui/Loaded';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { Section } from '@/components/waybill/widgets';
import { MerchantApplicationForm } from './MerchantApplicationForm';
import { MERCHANT_INFO_PATH } from './paths';
import { merchantQuery, useQueryId } from './widgets';

/** The agreement's sections, in order; their text is in the merchant catalogue. */
const SECTIONS = ['scope', 'review', 'coupons', 'goods', 'staff'] as const;

function AgreementText() {
  return (
    <Section title={t('merchant.agreement.heading')}>
      <Typography variant="body2">{t('merchant.agreement.intro')}</Typography>
      <Box sx={{ maxHeight: 240, overflowY: 'auto', display: 'grid', gap: 1, mt: 1 }} tabIndex={0} aria-label={t('merchant.agreement.heading')}>
        {SECTIONS.map((section) => (
          <Box key={section}>
            <Typography variant="subtitle2" component="h3">
              {t(`merchant.agreement.section.${section}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`merchant.agreement.section.${section}.body`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** What this visit does: correct a merchant (named, or the caller's refused one), wait for a review, or apply. */
function Application({ merchants, account }: { merchants: MyMerchantInfo[]; account: number }) {
  const wanted = useQueryId('merchantId');
  const administered = merchants.filter((merchant) => merchant.role === 'admin');
  const correcting = wanted !== null ? administered.find((merchant) => merchant.merchantId === wanted) : administered.find((merchant) => merchant.status === 'rejected');
  const waiting = administered.find((merchant) => merchant.status === 'pending');
  if (correcting) {
    return (
      <>
        {correcting.status === 'rejected' ? (
          <Alert severity="warning">{t('merchant.apply.fixing', { reason: correcting.rejectReason ?? '' })}</Alert>
        ) : (
          <Alert severity="info">{t('merchant.apply.changeIntro')}</Alert>
        )}
        <MerchantApplicationForm account={account} merchant={correcting} />
      </>
    );
  }
  if (waiting) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => navigate(MERCHANT_INFO_PATH, merchantQuery(waiting))}>
            {t('merchant.apply.toConsole')}
          </Button>
        }
      >
        {t('merchant.apply.already')}
      </Alert>
    );
  }
  return (
    <>
      <AgreementText />
      <MerchantApplicationForm account={account} />
    </>
  );
}

/**
 * Becoming a merchant (`/pages/merchantAgreement/merchantAgreement`): the merchant agreement and,
 * below it, the application (name, category, toll station or service area, the store's place,
 * address, contact phone, business licence photo, the liaison officer who brought it), sent only
 * with the agreement accepted. `?merchantId=` (or a refused application of the caller's) corrects
 * and resubmits it; an application under review points to the console instead.
 */
export default function MerchantAgreementScreen() {
  const { merchants, error, mutate } = useMyMerchants();
  const { user } = useCurrentUser();
  return (
    <PageScaffold>
      <Loaded data={merchants && user ? { merchants, user } : undefined} error={error} onRetry={() => void mutate()}>
        {(loaded) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Application merchants={loaded.merchants} account={loaded.user.userId} />
          </Box>
        )}
      </Loaded>
    </PageScaffold>
  );
}
