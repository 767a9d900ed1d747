'use client';
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldBinding } from './useForm';

export interface FormFieldProps {
  field: FieldBinding;
  label: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'tel' | 'decimal' | 'email' | 'url';
  autoComplete?: string;
  maxLength?: number;
  /** Something at the end of the input, e.g. the send-code button. */
  end?: ReactNode;
  disabled?: boolean;
  /** Shown under the input until the field has an error (what to type, where to find it). */
  hint?: string;
}

/** A labelled input bound to a form field; the rule's message shows under it once checked. */
export function FormField({ field, label, placeholder, type = 'text', inputMode, autoComplete, maxLength, end, disabled, hint }: FormFieldProps) {
  return (
    <TextField
      id={`field-${field.name}`}
      name={field.name}
      label={label}
      placeholder={placeholder}
      type={type}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={(event) => {
        // Tapping the field's own button (send code) is not leaving the field: no "required" yet.
        const root = event.currentTarget.closest('.MuiFormControl-root');
        if (root && event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
        field.onBlur();
      }}
      error={field.error !== null}
      helperText={field.error ?? hint ?? ' '}
      disabled={disabled}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { inputMode, maxLength },
        input: end ? { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } : undefined,
      }}
    />
  );
}
