import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/">{t('back')}</Link>
    </main>
  );
}
