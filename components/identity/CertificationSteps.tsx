'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQualification } from '@/lib/api';
import type { CertificationKind, CertificationStatus } from '@/lib/contract';
import { REVIEW_PROMISE_HOURS } from '@/lib/constants';
import { t } from '@/lib/i18n';
import { formatDate } from '@/lib/time';
import { navigate } from '@/components/router/history';
import { APPLY_FOR_RELEASE_PATH } from '@/components/owner/paths';
import { CERTIFICATION_SCREEN, CertificationStatusChip, RejectReason, nextStepKey, type QualificationItem } from './certification';

interface GateStep {
  kind: CertificationKind;
  /** Where this gate sends the person for the step, when not the certification's own screen. */
  path?: string;
}

/**
 * The certifications each gated form needs, in the order the server takes them: every owner or
 * fleet application needs an approved real name first (owner.service, fleet.service), and a
 * release needs a cargo-owner qualification on top (goods.service releaseSource).
 */
export const CERTIFICATION_GATES = {
  // Personal or enterprise: the apply-for-release screen offers both.
  releaseGoods: [{ kind: 'realName' }, { kind: 'cargoOwner', path: APPLY_FOR_RELEASE_PATH }],
  ownerApply: [{ kind: 'realName' }],
  fleetLeader: [{ kind: 'realName' }],
  driver: [{ kind: 'realName' }],
} as const satisfies Record<string, readonly GateStep[]>;
export type CertificationGate = keyof typeof CERTIFICATION_GATES;

/** The review promise, the same words wherever it is shown (here and on the operators' queue). */
export function reviewPromise(): string {
  return t('certification.reviewPromise', { hours: REVIEW_PROMISE_HOURS });
}

/** What one step says under its title: what is missing, the review under way, or the refusal. */
function StepDetail({ item, kind, blocked }: { item: QualificationItem | undefined; kind: CertificationKind; blocked: boolean }) {
  const certification = item?.certification ?? null;
  const status: CertificationStatus | null = certification?.status ?? null;
  if (status === 'approved') return null;
  if (status === 'pending') {
    return (
      <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {t('certification.submittedAt', { date: formatDate(certification!.submittedAt) })} · {reviewPromise()}
      </Typography>
    );
  }
  if (status === 'rejected') return <RejectReason reason={certification!.rejectReason} />;
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {t(`certSteps.missing.${kind}`)}
      {blocked && ` ${t('certSteps.afterPrevious')}`}
    </Typography>
  );
}

/**
 * The way to a gated form as steps (实名认证 → 货主资质 → 发布货源): each certification with its
 * state, what it still needs, the review time promised, and one button to the step to do now
 * (none while a review is under way). Shown BEFORE the form, so nobody fills fifteen fields to
 * learn they may not send them. Without the overview (offline, an error) it still names the
 * first step and leads there.
 */
export function CertificationSteps({ gate, intro }: { gate: CertificationGate; intro?: string }) {
  const { qualification } = useQualification();
  const steps: readonly GateStep[] = CERTIFICATION_GATES[gate];
  const goal = t(`certSteps.goal.${gate}`);
  const itemOf = (kind: CertificationKind) => qualification?.items.find((item) => item.kind === kind);
  const statusOf = (kind: CertificationKind) => itemOf(kind)?.certification?.status ?? null;
  // The step to do now: the first one not approved. Later ones wait for it (the server refuses them).
  const current = steps.findIndex((step) => statusOf(step.kind) !== 'approved');
  const active = current === -1 ? steps.length : current;
  const next = steps[active] as GateStep | undefined;
  const nextItem = next ? itemOf(next.kind) : undefined;
  // Unknown state (overview not loaded): offer the first step's screen; nothing to do while pending.
  const buttonKey = next ? (nextItem ? nextStepKey(nextItem) : 'certification.submit') : null;

  return (
    <Paper component="section" variant="outlined" aria-label={t('certSteps.title', { goal })} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {t('certSteps.title', { goal })}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intro}
        </Typography>
      )}
      <Stepper orientation="vertical" activeStep={active} nonLinear={false}>
        {steps.map((step, index) => {
          const status = statusOf(step.kind);
          return (
            <Step key={step.kind} completed={status === 'approved'}>
              <StepLabel
                error={status === 'rejected'}
                optional={<StepDetail item={itemOf(step.kind)} kind={step.kind} blocked={index > active} />}
              >
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {t(`certification.kind.${step.kind}`)}
                  {qualification && <CertificationStatusChip status={status} />}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
        <Step>
          <StepLabel optional={<Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>{t(next ? 'certSteps.goalLocked' : 'certSteps.goalReady')}</Typography>}>
            {goal}
          </StepLabel>
        </Step>
      </Stepper>
      {next && statusOf(next.kind) === 'pending' && <Alert severity="info">{t('certSteps.waiting', { step: t(`certification.kind.${next.kind}`) })}</Alert>}
      {next && buttonKey && (
        <Button variant="contained" onClick={() => navigate(next.path ?? CERTIFICATION_SCREEN[next.kind])}>
          {t(buttonKey)}：{t(`certification.kind.${next.kind}`)}
        </Button>
      )}
    </Paper>
  );
}
