'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ENTERPRISE_ROLES } from '@/lib/contract';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ENTERPRISE_AUTHENTICATION_PATH } from './paths';

/**
 * Choose the enterprise type (`/pages/enterTypeAppli/enterTypeAppli`): enterprise cargo owner
 * (consignor) or carrier, each leading to the application with that role.
 */
export default function EnterTypeAppliScreen() {
  return (
    <PageScaffold>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('enterprise.type.intro')}
        </Typography>
        {ENTERPRISE_ROLES.map((role) => (
          <Card key={role}>
            <CardActionArea onClick={() => navigate(ENTERPRISE_AUTHENTICATION_PATH, { role })} aria-label={t(`owner.enterprise.applyAs.${role}`)}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Typography variant="h6" component="h2">
                  {t(`owner.role.${role}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`enterprise.type.text.${role}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </PageScaffold>
  );
}
