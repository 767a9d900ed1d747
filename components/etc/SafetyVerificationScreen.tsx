'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { checkEtcSafetyCode, sendEtcSafetyCode, unbindEtcCard, useCurrentUser, useEtcCard, type EtcSafetyPurpose } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { SmsCodeButton } from '@/components/ui/SmsCodeButton';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { useIdParam, useRoute } from '@/components/router/RouteContext';
import { maskMobile } from '@/components/appIndex/maskMobile';
import { cardName } from './cardWidgets';
import { BIND_ETC_CARD_PATH, MY_ETC_CARDS_PATH } from './paths';
import { keepSafetyTicket, spendSafetyTicket } from './safetyTicket';

const PURPOSES: readonly EtcSafetyPurpose[] = ['bindCard', 'unbindCard'];

function purposeOf(value: string | undefined): EtcSafetyPurpose {
  return PURPOSES.find((purpose) => purpose === value) ?? 'bindCard';
}

/**
 * The SMS check before a sensitive card change (`/pages/safetyVerification/safetyVerification
 * ?purpose=bindCard|unbindCard&cardId=`): the code goes to the account's own mobile; the right
 * code answers a one-use ticket for that change, kept in memory only. Binding then opens
 * bindETCCard with it; unbinding (asked on myETCCards already) is done here and returns there.
 */
export default function SafetyVerificationScreen() {
  const { query } = useRoute();
  const purpose = purposeOf(query.purpose);
  const cardId = useIdParam('cardId');
  const { user } = useCurrentUser();
  const { card } = useEtcCard(purpose === 'unbindCard' ? cardId : null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ smsCode: { rules: [rules.required, rules.code] } });

  const verify = useSubmission(async (intent) => {
    const answer = await checkEtcSafetyCode(purpose, form.values.smsCode, intent);
    if (purpose === 'bindCard') {
      keepSafetyTicket(answer.ticket, purpose, answer.expiresIn);
      navigate(BIND_ETC_CARD_PATH, {}, { replace: true });
      return;
    }
    spendSafetyTicket();
    await unbindEtcCard(cardId as number, answer.ticket, intent);
    showToast(t('etc.card.unbound'));
    navigate(MY_ETC_CARDS_PATH, {}, { replace: true });
  });

  const send = async () => {
    const sent = await sendEtcSafetyCode(purpose);
    setSentTo(sent.mobileMasked);
    form.hide(['smsCode']);
    return { resendAfter: sent.resendAfter };
  };

  if (purpose === 'unbindCard' && cardId === null) {
    return (
      <PageScaffold>
        <EmptyState message={t('etc.card.notFound')} />
      </PageScaffold>
    );
  }
  const mobile = sentTo ?? (user ? maskMobile(user.mobile) : '');
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <VerifiedUser color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box>
          <Typography variant="subtitle1" component="h2">
            {t('etc.safety.intro', { action: t(`etc.safety.action.${purpose}`) })}
          </Typography>
          {card && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {cardName(card)}
            </Typography>
          )}
        </Box>
      </Box>
      <ActionForm validate={() => form.validate()} action={verify} submitLabel={t('etc.safety.confirm')} pendingLabel={t('etc.safety.checking')}>
        {mobile && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('etc.safety.phone', { phone: mobile })}
          </Typography>
        )}
        <FormField
          field={form.field('smsCode')}
          label={t('etc.safety.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          end={<SmsCodeButton onSend={send} />}
        />
      </ActionForm>
    </PageScaffold>
  );
}
