'use client';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { t } from '@/lib/i18n';
import { FormField } from '@/components/ui/FormField';
import type { FieldBinding } from '@/components/ui/useForm';

export interface CaptchaFieldProps {
  field: FieldBinding;
  /** The captcha image for the phone typed, or null until the phone number is valid. */
  imageUrl: string | null;
  onRefresh: () => void;
}

/** The captcha answer with its image beside it; tapping the image asks for a new one. */
export function CaptchaField({ field, imageUrl, onRefresh }: CaptchaFieldProps) {
  return (
    <FormField
      field={field}
      label={t('register.captcha')}
      placeholder={imageUrl ? t('register.captchaPlaceholder') : t('register.captchaNeedsPhone')}
      autoComplete="off"
      maxLength={16}
      disabled={!imageUrl}
      end={
        imageUrl && (
          <ButtonBase onClick={onRefresh} aria-label={t('register.captchaRefresh')} sx={{ borderRadius: 1 }}>
            <Box component="img" src={imageUrl} alt={t('register.captchaImage')} sx={{ width: 104, height: 40, display: 'block' }} />
          </ButtonBase>
        )
      }
    />
  );
}
