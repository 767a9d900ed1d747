'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldBinding } from '@/components/ui/useForm';

/** A labelled multi-line input bound to a form field (FormField is single-line); its rule's message shows under it. */
export function TextAreaField({ field, label, hint, minRows = 3 }: { field: FieldBinding; label: string; hint?: string; minRows?: number }) {
  return (
    <TextField
      id={`field-${field.name}`}
      name={field.name}
      label={label}
      multiline
      minRows={minRows}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={field.error !== null}
      helperText={field.error ?? hint ?? ' '}
    />
  );
}

/**
 * Several choices as chips that toggle (the roles who may read an article, the services a line
 * answers). `error` marks the group and says why under it.
 */
export function ChipChoices<T extends string>({
  label,
  options,
  chosen,
  onChange,
  labelOf,
  error,
  name,
}: {
  label: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  labelOf: (option: T) => string;
  error?: string | null;
  name: string;
}) {
  return (
    <Box id={`field-${name}`} role="group" aria-label={label} data-invalid={error ? 'true' : undefined} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {options.map((option) => {
          const on = chosen.includes(option);
          return (
            <Chip
              key={option}
              label={labelOf(option)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChange(on ? chosen.filter((each) => each !== option) : [...chosen, option])}
            />
          );
        })}
      </Box>
      {error && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** An on/off setting with its label. */
export function SwitchRow({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (next: boolean) => void; hint?: ReactNode }) {
  return (
    <Box>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={label} />
      {hint}
    </Box>
  );
}
