'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BRIGADE_CATEGORY_NAME_MAX } from '@/lib/contract';
import { opsPictureUrl, saveOpsCategory, uploadShopPicture, type OpsCategoryInfo } from '@/lib/api';
import { t } from '@/lib/i18n';
import { showToast } from '@/lib/state';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { UploadField } from '@/components/ui/UploadField';
import { useForm } from '@/components/ui/useForm';
import { useSubmission } from '@/components/ui/useSubmission';
import { OpsFormDialog } from './OpsFormDialog';
import { CoverImage } from '@/components/content/CoverImage';

/** Adding a category, or changing one's name, place in the list (smaller first) and icon. */
export function CategoryDialog({ category, open, onClose, onSaved }: { category: OpsCategoryInfo | null; open: boolean; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const form = useForm({
    name: { initial: category?.name, rules: [rules.required, rules.length(1, BRIGADE_CATEGORY_NAME_MAX)] },
    sort: { initial: String(category?.sort ?? 0), rules: [rules.required, rules.range(0, 9999)] },
  });
  const [icon, setIcon] = useState<string | null>(category?.icon?.fileId ?? null);
  const save = useSubmission(async (intent) => {
    await saveOpsCategory({ categoryId: category?.categoryId, name: form.values.name.trim(), sort: Number(form.values.sort), iconFileId: icon }, intent);
    await onSaved();
    showToast(t('brigadeOps.saved'));
    onClose();
  });
  return (
    <OpsFormDialog open={open} onClose={onClose} title={t(category ? 'brigadeOps.category.edit' : 'brigadeOps.category.new')} validate={() => form.validate()} save={save}>
      <FormField field={form.field('name')} label={t('brigadeOps.category.name')} maxLength={BRIGADE_CATEGORY_NAME_MAX} />
      <FormField field={form.field('sort')} label={t('brigadeOps.category.sort')} inputMode="numeric" hint={t('brigadeOps.category.sortHint')} />
      {icon && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CoverImage url={opsPictureUrl(icon)} alt={t('brigadeOps.category.icon')} sx={{ width: 48, height: 48 }} />
          <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
            {t('brigadeOps.category.iconSet')}
          </Typography>
          <Button size="small" color="error" onClick={() => setIcon(null)}>
            {t('brigadeOps.category.removeIcon')}
          </Button>
        </Box>
      )}
      <UploadField name="icon" label={t('brigadeOps.category.uploadIcon')} accept="image/*" upload={uploadShopPicture} onUploaded={setIcon} />
    </OpsFormDialog>
  );
}
