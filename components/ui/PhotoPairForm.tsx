'use client';
import { useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { uploadCertificationImage } from '@/lib/api';
import { ActionForm } from '@/components/ui/ActionForm';
import { UploadField } from '@/components/ui/UploadField';
import { useAction } from '@/components/ui/useAction';

/**
 * A form of two required certification photos (a licence's two sides or pages): `header` above
 * the upload fields, `requiredMessage` once a submit is tried with one missing, `footer` last.
 */
export function PhotoPairForm<K extends string>({
  sides,
  label,
  requiredMessage,
  submitLabel,
  pendingLabel,
  onSubmit,
  header,
  footer,
}: {
  sides: readonly [K, K];
  label: (side: K) => string;
  requiredMessage: string;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (photos: Record<K, string>) => Promise<void>;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const [photos, setPhotos] = useState<Partial<Record<K, string>>>({});
  const [checked, setChecked] = useState(false);
  const missing = sides.some((side) => !photos[side]);

  const submit = useAction(() => onSubmit(photos as Record<K, string>));

  return (
    <ActionForm
      validate={() => {
        setChecked(true);
        return !missing;
      }}
      action={submit}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      {header}
      {sides.map((side) => (
        <UploadField
          key={side}
          label={label(side)}
          accept="image/jpeg,image/png,image/webp"
          upload={(file, onProgress) => uploadCertificationImage(file, onProgress)}
          onUploaded={(stored) => setPhotos((current) => ({ ...current, [side]: stored.fileId }))}
          name={side}
          invalid={checked && !photos[side]}
        />
      ))}
      {checked && missing && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {requiredMessage}
        </Typography>
      )}
      {footer}
    </ActionForm>
  );
}
