'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';

export interface LegalDocumentProps {
  /** Catalogue prefix: `agreement` or `privacy`. */
  document: string;
  sections: readonly string[];
}

/** A legal text from the catalogue: its title, date line and numbered sections. */
export function LegalDocument({ document, sections }: LegalDocumentProps) {
  return (
    <PageScaffold contentSx={{ bgcolor: 'background.paper', px: 2.5, py: 3 }}>
      <Box component="article" sx={{ maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h5" component="h2" sx={{ textAlign: 'center' }}>
          {t(`${document}.title`)}
        </Typography>
        <Typography variant="caption" component="p" sx={{ textAlign: 'center', color: 'text.secondary', mt: 1, mb: 3 }}>
          {t('legal.updated')}
        </Typography>
        {sections.map((section) => (
          <Box component="section" key={section} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t(`${document}.${section}.title`)}
            </Typography>
            {t(`${document}.${section}.body`)
              .split('\n\n')
              .map((paragraph) => (
                <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1.25, lineHeight: 1.8 }}>
                  {paragraph}
                </Typography>
              ))}
          </Box>
        ))}
      </Box>
    </PageScaffold>
  );
}
