'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { BRIGADE_DAY_TEXT_MAX, BRIGADE_DAY_TITLE_MAX, BRIGADE_MAX_ITINERARY_DAYS, type BrigadeItineraryDay } from '@/lib/contract';
import { t } from '@/lib/i18n';

/** A day is complete when both its title and its text are written (the server takes no empty day). */
export const dayComplete = (day: BrigadeItineraryDay) => day.title.trim() !== '' && day.text.trim() !== '';

/**
 * A self-drive package's days, day 1 first: each a title ("第一天 福州—永定") and what happens;
 * days are added at the end and removed anywhere. `invalid` marks the incomplete days after a
 * refused save.
 */
export function ItineraryEditor({ days, onChange, invalid }: { days: BrigadeItineraryDay[]; onChange: (next: BrigadeItineraryDay[]) => void; invalid: boolean }) {
  const set = (index: number, change: Partial<BrigadeItineraryDay>) => onChange(days.map((day, i) => (i === index ? { ...day, ...change } : day)));
  return (
    <Box id="field-itinerary" role="group" aria-label={t('brigadeOps.form.itinerary')} data-invalid={invalid && !days.every(dayComplete) ? 'true' : undefined} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('brigadeOps.form.itineraryHint')}
      </Typography>
      {days.map((day, index) => {
        const missing = invalid && !dayComplete(day);
        return (
          <Box key={index} sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: missing ? 'error.main' : 'divider', borderRadius: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {t('brigadeOps.form.dayN', { n: index + 1 })}
              </Typography>
              <IconButton size="small" onClick={() => onChange(days.filter((_, i) => i !== index))} aria-label={t('brigadeOps.form.removeDayN', { n: index + 1 })}>
                <Close fontSize="small" />
              </IconButton>
            </Box>
            <TextField
              size="small"
              label={t('brigadeOps.form.dayTitle')}
              value={day.title}
              onChange={(event) => set(index, { title: event.target.value })}
              slotProps={{ htmlInput: { maxLength: BRIGADE_DAY_TITLE_MAX } }}
              error={missing && day.title.trim() === ''}
            />
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('brigadeOps.form.dayText')}
              value={day.text}
              onChange={(event) => set(index, { text: event.target.value })}
              slotProps={{ htmlInput: { maxLength: BRIGADE_DAY_TEXT_MAX } }}
              error={missing && day.text.trim() === ''}
              helperText={missing ? t('brigadeOps.form.dayIncomplete') : undefined}
            />
          </Box>
        );
      })}
      {days.length < BRIGADE_MAX_ITINERARY_DAYS && (
        <Button variant="outlined" startIcon={<Add />} onClick={() => onChange([...days, { title: '', text: '' }])}>
          {t('brigadeOps.form.addDay')}
        </Button>
      )}
    </Box>
  );
}
