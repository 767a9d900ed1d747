'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { t } from '@/lib/i18n';
import type { FieldBinding } from './useForm';

/** The provinces' one-character abbreviations, the first character of every plate, in the order plate keyboards show them. */
export const PLATE_PROVINCES = [...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'];

/** After the province: a letter (the city), then letters and digits; 6 of them, or 7 on a new-energy plate. */
const REST_MAX = 7;

function split(value: string): { province: string; rest: string } {
  const first = value.charAt(0);
  return PLATE_PROVINCES.includes(first) ? { province: first, rest: value.slice(1) } : { province: '', rest: value };
}

/** Capitals and digits after the province: what a phone keyboard adds (spaces, dots, lower case) is dropped. */
function cleanRest(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, REST_MAX);
}

/** A typed or pasted plate, tidied: "闽a 12345" → "闽A12345"; text without a province is kept for the rule to refuse. */
function cleanPlate(text: string): string {
  const { province, rest } = split(text.trim());
  return province ? province + cleanRest(rest) : text.trim().toUpperCase().replace(/\s/g, '');
}

/**
 * A plate with a province keyboard (issue 15): the first character is picked from a grid of the
 * province abbreviations (a phone's keyboard cannot type 闽 without switching to pinyin), then
 * the letters and digits are typed, capitalised as they come; the field shows the whole plate. Takes the 7-character plate and the
 * 8-character new-energy plate (the form's plate rule checks which is valid); the form's value
 * is the whole plate, e.g. "闽A12345"; a typed or pasted "粤b 12345" becomes "粤B12345".
 */
export function PlateField({ field, label, disabled }: { field: FieldBinding; label: string; disabled?: boolean }) {
  const { province, rest } = split(field.value);
  const [keyboard, setKeyboard] = useState(false);
  const showKeyboard = keyboard && !disabled;

  const pick = (chosen: string) => {
    // Straight on to the letters and digits (focused first: its "no province yet" opening of
    // the grid still sees the old value, and the closing below comes after it).
    document.getElementById(`field-${field.name}`)?.focus();
    field.onChange(chosen + rest);
    setKeyboard(false);
  };

  return (
    <Box data-plate-field>
      <TextField
        id={`field-${field.name}`}
        name={field.name}
        label={label}
        value={field.value}
        placeholder={t('ui.plate.placeholder')}
        disabled={disabled}
        onFocus={() => {
          if (!province) setKeyboard(true);
        }}
        onChange={(event) => field.onChange(cleanPlate(event.target.value))}
        onBlur={(event) => {
          // Moving to the province keys is not leaving the field.
          const root = event.currentTarget.closest('[data-plate-field]');
          if (root && event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
          field.onBlur();
        }}
        error={field.error !== null}
        helperText={field.error ?? ' '}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { maxLength: REST_MAX + 1, autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Button
                  size="small"
                  variant={province ? 'text' : 'outlined'}
                  aria-label={t('ui.plate.province')}
                  aria-expanded={showKeyboard}
                  disabled={disabled}
                  onClick={() => setKeyboard(!showKeyboard)}
                  sx={{ minWidth: 44, fontSize: 18, px: 1 }}
                >
                  {t('ui.plate.provinceShort')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      {showKeyboard && (
        <Box
          role="group"
          aria-label={t('ui.plate.province')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 0.5, mt: -1.5, mb: 1, p: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {PLATE_PROVINCES.map((abbreviation) => (
            <Button
              key={abbreviation}
              variant={abbreviation === province ? 'contained' : 'outlined'}
              size="small"
              onClick={() => pick(abbreviation)}
              sx={{ minWidth: 0, px: 0, py: 0.75, fontSize: 16, bgcolor: abbreviation === province ? undefined : 'background.paper' }}
            >
              {abbreviation}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
