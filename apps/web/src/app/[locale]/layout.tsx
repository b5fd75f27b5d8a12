import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ServiceWorker } from '@/components/service-worker';
import { SiteHeader } from '@/components/site-header';
import { WholeActionAnswers } from '@/components/whole-action-answers';
import { HeaderBell } from '@/features/notifications/header-bell';
import { liveApiUrl } from '@/lib/live-feed';
import { routing } from '@/i18n/routing';
import '@/app/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  // Each page names itself; the site's name follows ("Copa de Verão — Gamão Clube").
  return {
    title: { default: t('title'), template: `%s — ${t('title')}` },
    description: t('description'),
    // Installable (issue #17): the manifest (app/manifest.ts), the icons (public/, tools/make-icons.mjs).
    manifest: '/manifest.webmanifest',
    icons: { icon: '/favicon.ico', apple: '/apple-touch-icon.png' },
  };
}

export const viewport: Viewport = { themeColor: '#14532d' };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <WholeActionAnswers />
        <NextIntlClientProvider>
          <SiteHeader signedIn={<HeaderBell liveUrl={liveApiUrl(process.env)} />} />
          {children}
        </NextIntlClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
