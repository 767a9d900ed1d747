'use client';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ApiError, bindEtcCard } from '@/lib/api';
import { ETC_PLATE_COLORS, type EtcPlateColor } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { PlateField } from '@/components/ui/PlateField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { navigate } from '@/components/router/history';
import { cardNoRule, withoutSpaces } from './cardRules';
import { MY_ETC_CARDS_PATH, SAFETY_VERIFICATION_PATH } from './paths';
import { safetyTicketFor, spendSafetyTicket } from './safetyTicket';

/** A refusal that means the ticket is spent or stale: the person verifies again. */
function ticketRefused(failure: unknown): boolean {
  return failure instanceof ApiError && failure.code === 'etc.safetyTicketInvalid';
}

/**
 * Binding a card the driver already has (`/pages/bindETCCard/bindETCCard`), after the SMS check
 * (safetyVerification: without a fresh ticket it goes there first): the 20-digit card number,
 * the plate and its colour, which the issuer's record must match. Bound → myETCCards.
 */
export default function BindETCCardScreen() {
  const ticket = safetyTicketFor('bindCard');
  const form = useForm({
    cardNo: { rules: [rules.required, cardNoRule] },
    plateNumber: { rules: [rules.required, rules.plate] },
    plateColor: { initial: '2' },
  });

  useEffect(() => {
    if (!ticket) navigate(SAFETY_VERIFICATION_PATH, { purpose: 'bindCard' }, { replace: true });
  }, [ticket]);

  const bind = useSubmission(async (intent) => {
    const safetyTicket = safetyTicketFor('bindCard');
    if (!safetyTicket) {
      navigate(SAFETY_VERIFICATION_PATH, { purpose: 'bindCard' }, { replace: true });
      return;
    }
    try {
      await bindEtcCard(
        { cardNo: withoutSpaces(form.values.cardNo), plateNumber: form.values.plateNumber, plateColor: form.values.plateColor as EtcPlateColor, safetyTicket },
        intent,
      );
    } catch (failure) {
      if (!ticketRefused(failure)) throw failure;
      spendSafetyTicket();
      showToast(t('etc.safety.expired'));
      navigate(SAFETY_VERIFICATION_PATH, { purpose: 'bindCard' }, { replace: true });
      return;
    }
    spendSafetyTicket();
    showToast(t('etc.card.bound'));
    navigate(MY_ETC_CARDS_PATH, {}, { replace: true });
  });

  if (!ticket) return <PageScaffold>{null}</PageScaffold>;
  return (
    <PageScaffold contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('etc.bind.intro')}
      </Typography>
      <ActionForm validate={() => form.validate()} action={bind} submitLabel={t('etc.bind.submit')} pendingLabel={t('etc.bind.submitting')}>
        <FormField field={form.field('cardNo')} label={t('etc.bind.cardNo')} inputMode="numeric" maxLength={24} hint={t('etc.bind.cardNoHint')} />
        <PlateField field={form.field('plateNumber')} label={t('etc.card.plate')} />
        <Box id="field-plateColor">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('etc.bind.plateColor')}
          </Typography>
          <RadioGroup row value={form.values.plateColor} onChange={(event) => form.setValue('plateColor', event.target.value)} aria-label={t('etc.bind.plateColor')}>
            {ETC_PLATE_COLORS.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={t(`etc.colorCode.${code}`)} />
            ))}
          </RadioGroup>
        </Box>
      </ActionForm>
    </PageScaffold>
  );
}
