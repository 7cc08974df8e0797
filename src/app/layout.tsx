import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NotificationBanner } from '@/components/banner/notification-banner';
import { ContentReport } from '@/components/dev/content-report';
import { SiteFooter } from '@/components/footer/site-footer';
import { ConfigSyntaxScript } from '@/components/config-syntax/config-syntax-script';
import { SiteHeader } from '@/components/header/site-header';
import { Runtime } from '@/components/runtime/runtime.client';
import { SkipLink } from '@/components/skip-link/skip-link';
import { ThemeProvider } from '@/components/theme/theme-provider.client';
import { devContent } from '@/lib/content';
import { OG_IMAGE } from '@/lib/site/metadata';
import { DEFAULT_DESCRIPTION, HOME_TITLE, PRODUCT, THEME_COLOR, siteUrl } from '@/lib/site';
import './globals.css';
import './config-syntaxes.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${siteUrl()}/`),
  title: HOME_TITLE,
  description: DEFAULT_DESCRIPTION,
  applicationName: PRODUCT,
  manifest: '/manifest.json',
  icons: { icon: '/favicon.svg' },
  openGraph: { siteName: PRODUCT, images: [OG_IMAGE] },
};

export const viewport: Viewport = { themeColor: THEME_COLOR };

/** The document shell every route shares. */
export default function RootLayout({ children }: { children: ReactNode }) {
  // Development only: the content step's problems take the page's place until they are fixed.
  const dev = devContent();
  // Only in development: an attribute passed as undefined still reaches every page's payload.
  const revision = dev ? { 'data-content-revision': dev.revision } : {};
  return (
    // next-themes sets the theme class and attribute before hydration.
    <html lang="en" suppressHydrationWarning {...revision}>
      <head>
        <ConfigSyntaxScript />
      </head>
      <body>
        <SkipLink />
        <ThemeProvider>
          <div className="site">
            <NotificationBanner />
            <SiteHeader />
            {/* Focusable from script and the skip link only, so focus really moves into it. */}
            <main id="content" tabIndex={-1}>
              {dev?.report ? <ContentReport {...dev.report} /> : children}
            </main>
            <SiteFooter />
          </div>
          <Runtime />
        </ThemeProvider>
      </body>
    </html>
  );
}
