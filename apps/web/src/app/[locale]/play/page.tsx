import { setRequestLocale } from 'next-intl/server';
import { PlayHub } from '@/features/play/play-hub';
import styles from '@/features/play/play.module.css';
import { titledBy } from '@/lib/metadata';

export const generateMetadata = titledBy('play.meta', 'hubTitle', { description: 'hubDescription' });

export default async function PlayPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main id="main" className={styles.main}>
      <PlayHub />
    </main>
  );
}
