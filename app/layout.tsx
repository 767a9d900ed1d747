import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { AppProviders } from '@/components/app/AppProviders';
import { deepLinkScript, deepLinkStyle } from '@/components/router/deepLink';
import { keepHashScript } from '@/components/router/keepHash';
import { t } from '@/lib/i18n';

export const metadata: Metadata = {
  title: t('share.title'),
  description: t('share.pitch'),
  manifest: './manifest.webmanifest',
  icons: {
    icon: [{ url: './icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    apple: [{ url: './icons/apple-touch-icon.png', sizes: '180x180' }],
  },
  appleWebApp: { capable: true, title: t('app.name'), statusBarStyle: 'default' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#1559c7',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        {/* Hides the prerendered download page before the first paint when a deep link opens another screen. */}
        <script dangerouslySetInnerHTML={{ __html: deepLinkScript }} />
        {/* Keeps a hash navigation made while the app starts from being written back by Next's router. */}
        <script dangerouslySetInnerHTML={{ __html: keepHashScript }} />
        <style dangerouslySetInnerHTML={{ __html: deepLinkStyle }} />
      </head>
      <body>
        <AppRouterCacheProvider options={{ key: 'css' }}>
          <AppProviders>{children}</AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
