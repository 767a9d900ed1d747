'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormProblems, useFormProblems } from './FormProblems';
import { SubmissionStatus } from './SubmissionStatus';
import type { Action } from './useAction';

export interface ActionFormProps {
  /** Checks the input before anything is sent (the form's checkers); false sends nothing. */
  validate: () => boolean;
  /** What submitting does; its failure message shows above the button, the input stays. */
  /** A useSubmission (creating or changing something) or a plain useAction. */
  action: Action<[], unknown> & { resending?: number };
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/**
 * A form that refuses what its checkers refuse before sending (going to the first field to fix
 * and saying how many need fixing, see FormProblems), runs its action once at a time
 * (the button is disabled and relabelled while it runs) and shows the server's message when the
 * server refuses, keeping everything typed.
 */
export function ActionForm({ validate, action, submitLabel, pendingLabel, children }: ActionFormProps) {
  const problems = useFormProblems();
  return (
    <Box
      component="form"
      ref={problems.ref}
      noValidate
      onSubmit={problems.onSubmit(validate, () => void action.run())}
      sx={{ display: 'grid', gap: 1 }}
    >
      {children}
      <FormProblems count={problems.count} />
      <SubmissionStatus action={action} />
      <Button type="submit" size="large" variant="contained" disabled={action.pending} sx={{ mt: 1 }}>
        {action.pending ? pendingLabel : submitLabel}
      </Button>
    </Box>
  );
}
