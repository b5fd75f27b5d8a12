import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header';
import { NotificationBell } from '@/features/notifications/notification-bell';
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
  return { title: { default: t('title'), template: `%s — ${t('title')}` }, description: t('description') };
}

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
        <NextIntlClientProvider>
          <SiteHeader signedIn={<NotificationBell liveUrl={liveApiUrl(process.env)} />} />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
