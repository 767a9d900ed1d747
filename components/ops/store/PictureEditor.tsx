'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { BRIGADE_MAX_PICTURES } from '@/lib/contract';
import { opsPictureUrl, uploadShopPicture } from '@/lib/api';
import { t } from '@/lib/i18n';
import { UploadField } from '@/components/ui/UploadField';
import { CoverImage } from '@/components/content/CoverImage';

/**
 * A product's pictures in the order buyers see them (the first is the cover): each can be made the
 * cover or removed; new ones are uploaded through the hardened upload and added at the end.
 */
export function PictureEditor({ fileIds, onChange }: { fileIds: string[]; onChange: (next: string[]) => void }) {
  return (
    <Box id="field-pictureIds" role="group" aria-label={t('brigadeOps.form.pictures')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('brigadeOps.form.picturesHint', { n: fileIds.length, max: BRIGADE_MAX_PICTURES })}
      </Typography>
      {fileIds.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {fileIds.map((fileId, index) => (
            <Box component="li" key={fileId} sx={{ position: 'relative' }}>
              <CoverImage url={opsPictureUrl(fileId)} alt={t('brigadeOps.form.pictureNth', { n: index + 1 })} sx={{ width: '100%', aspectRatio: '1 / 1' }} />
              {index === 0 ? (
                <Chip size="small" color="primary" label={t('brigadeOps.form.cover')} sx={{ position: 'absolute', left: 4, bottom: 4 }} />
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  color="inherit"
                  onClick={() => onChange([fileId, ...fileIds.filter((each) => each !== fileId)])}
                  sx={{ position: 'absolute', left: 4, bottom: 4, minWidth: 0, px: 1, py: 0, fontSize: 12 }}
                  aria-label={t('brigadeOps.form.makeCoverNth', { n: index + 1 })}
                >
                  {t('brigadeOps.form.makeCover')}
                </Button>
              )}
              <IconButton
                size="small"
                onClick={() => onChange(fileIds.filter((each) => each !== fileId))}
                aria-label={t('brigadeOps.form.removePictureNth', { n: index + 1 })}
                sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(0,0,0,0.5)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' } }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {fileIds.length < BRIGADE_MAX_PICTURES && (
        // Keyed by the count, so after each upload a fresh field offers the next picture.
        <UploadField key={fileIds.length} label={t('brigadeOps.form.addPicture')} accept="image/*" upload={uploadShopPicture} onUploaded={(fileId) => onChange([...fileIds, fileId])} />
      )}
    </Box>
  );
}
