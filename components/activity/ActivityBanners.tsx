'use client';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useBanners } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { ACTIVITY_HOME_PATH, EVENT_REGIST_PATH } from './paths';

/**
 * The activity banners as one strip that scrolls sideways (the bazaar's and activityHome's). A
 * banner opens its activity; `more` ends the strip with the way to all activities. With no banner, or when they cannot be read, the strip is simply
 * not there: the market stays first, and activityHome has its own list.
 */
export function ActivityBanners({ height = 96, more = false }: { height?: number; more?: boolean }) {
  const { banners } = useBanners();
  if (!banners || banners.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('activity.banners')} sx={{ mx: -2, px: 2, overflowX: 'auto', scrollSnapType: 'x mandatory', scrollPaddingInline: (theme) => theme.spacing(2), scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
        {banners.map((banner) => (
          <Box component="li" key={banner.activityId} sx={{ flex: `0 0 ${banners.length === 1 ? '100%' : '86%'}`, scrollSnapAlign: 'start' }}>
            <ButtonBase
              onClick={() => navigate(EVENT_REGIST_PATH, { id: String(banner.activityId) })}
              aria-label={banner.title}
              sx={{ position: 'relative', width: '100%', height, borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark' }}
            >
              <Box component="img" src={banner.imageUrl} alt="" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
              <Typography
                component="span"
                variant="subtitle2"
                sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 1.5, py: 0.75, color: 'common.white', textAlign: 'left', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))' }}
              >
                {banner.title}
              </Typography>
            </ButtonBase>
          </Box>
        ))}
        {more && (
          <Box component="li" sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
            <ButtonBase
              onClick={() => navigate(ACTIVITY_HOME_PATH)}
              sx={{ height, px: 2, borderRadius: 2, border: 1, borderColor: 'divider', color: 'primary.main', typography: 'subtitle2' }}
            >
              {t('activity.home.all')}
            </ButtonBase>
          </Box>
        )}
      </Box>
    </Box>
  );
}
