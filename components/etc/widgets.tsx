'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { EtcOrderInfo } from '@/lib/api';
import type { EtcOrderStatus } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { tonnesOfKg } from '@/lib/weight';
import { canGoBack, goBack, navigate } from '@/components/router/history';
import { Fact, Section } from '@/components/waybill/widgets';
import { orderQuery } from './applicationDraft';
import { ETC_HANDLING_PATH } from './paths';

/** Back to the application form after a part is done (opened on its own: to the form, replacing this screen). */
export function backToForm(order: Pick<EtcOrderInfo, 'id'> | null | undefined): void {
  if (canGoBack()) goBack();
  else navigate(ETC_HANDLING_PATH, orderQuery(order), { replace: true });
}

/** One part of the application on the form: its name, what was chosen (or what is needed), done or not; opens its screen. */
export function PartRow({ id, label, value, done, invalid, disabled, onOpen }: { id: string; label: string; value: ReactNode; done: boolean; invalid?: boolean; disabled?: boolean; onOpen: () => void }) {
  return (
    <ButtonBase
      id={id}
      data-invalid={invalid ? 'true' : undefined}
      disabled={disabled}
      onClick={onOpen}
      sx={{
        width: '100%',
        textAlign: 'left',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1.25,
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      {done ? <CheckCircle color="success" aria-hidden /> : <RadioButtonUnchecked color={invalid ? 'error' : 'disabled'} aria-hidden />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: invalid ? 'error.main' : 'text.secondary', wordBreak: 'break-all' }}>
          {value}
        </Typography>
      </Box>
      <ChevronRight sx={{ color: 'text.disabled' }} aria-hidden />
    </ButtonBase>
  );
}

/** 闽A12345（黄色）. */
export function plateText(vehicle: { plateNumber: string; plateColor: string }): string {
  return t('etc.vehicle.plateWithColor', { plate: vehicle.plateNumber, color: t(`etc.colorCode.${vehicle.plateColor}`) });
}

/** 货3 · 3轴 · 总质量 25 吨. */
export function vehicleLine(vehicle: { vehicleClass: number; axles: number; totalWeightKg: number }): string {
  return t('etc.vehicle.line', { vehicleClass: t(`etc.class.${vehicle.vehicleClass}`), axles: vehicle.axles, tonnes: tonnesOfKg(vehicle.totalWeightKg) });
}

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';
const STATUS_COLORS: Record<EtcOrderStatus, ChipColor> = {
  draft: 'default',
  submitted: 'info',
  reviewing: 'info',
  approved: 'primary',
  rejected: 'error',
  issued: 'primary',
  shipped: 'primary',
  readyForPickup: 'primary',
  activated: 'success',
  cancelled: 'default',
};

export function OrderStatusChip({ status }: { status: EtcOrderStatus }) {
  return <Chip size="small" label={t(`etc.status.${status}`)} color={STATUS_COLORS[status]} />;
}

/** How the card is handed over, in words: 邮寄到 … / 到 XX 收费站网点领取. */
export function handoverText(order: EtcOrderInfo): string {
  if (order.handleMethod === 'outlet') return order.outlet ? t('etc.apply.outletAt', { name: order.outlet.name }) : t('etc.method.outlet');
  if (order.handleMethod === 'mail') return order.address ? t('etc.apply.mailTo', { area: order.address.areaName }) : t('etc.method.mail');
  return t('etc.apply.methodNone');
}

/** Everything the application says: the truck, the handover, the bank and contract, the address. */
export function OrderFacts({ order }: { order: EtcOrderInfo }) {
  const { vehicle, address } = order;
  return (
    <>
      <Section title={t('etc.apply.vehicle')}>
        <Fact label={t('etc.vehicle.plate')}>{plateText(vehicle)}</Fact>
        <Fact label={t('etc.vehicle.class')}>{t(`etc.class.${vehicle.vehicleClass}`)}</Fact>
        <Fact label={t('etc.vehicle.axles')}>{t('etc.vehicle.axlesValue', { axles: vehicle.axles })}</Fact>
        <Fact label={t('etc.vehicle.totalWeight')}>{t('etc.vehicle.tonnes', { tonnes: tonnesOfKg(vehicle.totalWeightKg) })}</Fact>
        <Fact label={t('etc.vehicle.length')}>{t('etc.vehicle.metres', { metres: (vehicle.lengthMm / 1000).toFixed(2) })}</Fact>
        <Fact label={t('etc.vehicle.owner')}>{vehicle.ownerName}</Fact>
        <Fact label={t('etc.vehicle.source')}>{t(`etc.vehicle.source.${vehicle.source}`)}</Fact>
      </Section>
      <Section title={t('etc.apply.handover')}>
        <Fact label={t('etc.apply.method')}>{handoverText(order)}</Fact>
        {order.handleMethod === 'mail' && address && (
          <Fact label={t('etc.apply.address')}>{`${address.receiverName} ${address.receiverMobile} · ${address.areaName}${address.detail}`}</Fact>
        )}
        {order.handleMethod === 'outlet' && order.outlet && <Fact label={t('etc.method.outlet.station')}>{`${order.outlet.name}（${order.outlet.highway}）${order.outlet.address}`}</Fact>}
      </Section>
      <Section title={t('etc.apply.withholding')}>
        <Fact label={t('etc.apply.bank')}>{order.bankName ?? t('etc.apply.bankNone')}</Fact>
        <Fact label={t('etc.apply.contract')}>
          {order.contract?.status === 'signed' ? t('etc.apply.contractSigned', { bank: order.contract.bankName, last4: order.contract.cardLast4 }) : t('etc.apply.contractNone')}
        </Fact>
      </Section>
    </>
  );
}

/** The withholding contract's three steps (signing1-3), the current one marked. */
export function SigningSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={t('etc.sign.steps')}>
      {(['card', 'code', 'agreement'] as const).map((step) => (
        <Step key={step}>
          <StepLabel>{t(`etc.sign.step.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
