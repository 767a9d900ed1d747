'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import Category from '@mui/icons-material/Category';
import type { BrigadeCategory } from '@/lib/contract';
import { brigadePictureUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { navigate } from '@/components/router/history';
import { BRIGADE_COMMODITY_PATH } from './paths';

/** The shop's categories as a grid of icons, each opening the catalogue on it. */
export function CategoryGrid({ categories }: { categories: readonly BrigadeCategory[] }) {
  return (
    <Box component="nav" aria-label={t('brigade.home.categories')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, my: 2 }}>
      {categories.map((category) => (
        <ButtonBase
          key={category.categoryId}
          onClick={() => navigate(BRIGADE_COMMODITY_PATH, { categoryId: String(category.categoryId) })}
          aria-label={t('brigade.home.categoryCount', { name: category.name, count: category.productCount })}
          sx={{ flexDirection: 'column', gap: 0.5, py: 1, borderRadius: 2 }}
        >
          <Avatar src={category.icon ? brigadePictureUrl(category.icon) : undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.light', color: 'primary.contrastText' }}>
            <Category />
          </Avatar>
          <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }}>
            {category.name}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
