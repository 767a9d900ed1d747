'use client';
import { useAtom } from 'jotai';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCALES, type Locale } from '@/lib/i18n';
import { t } from '@/lib/i18n';
import { localeAtom } from '@/lib/state';

/** Each language is named in itself, so a reader can find theirs whatever is shown now. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' };

/** Chinese or English; the choice is kept across visits. */
export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      aria-label={t('mine.language')}
      onChange={(_, next: Locale | null) => {
        if (next) setLocale(next);
      }}
    >
      {LOCALES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} sx={{ px: 1.5, py: 0.25 }}>
          {LANGUAGE_NAMES[code]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
