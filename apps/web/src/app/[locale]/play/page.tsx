import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlayHub } from '../../../features/play/PlayHub';
import styles from '../../../features/play/play.module.css';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'play.meta' });
  return { title: t('hubTitle'), description: t('hubDescription') };
}

export default async function PlayPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main id="main" className={styles.main}>
      <PlayHub />
    </main>
  );
}
