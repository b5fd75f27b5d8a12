import { getTranslations, setRequestLocale } from 'next-intl/server';
import { memberBoardOptions } from '@/features/play/load';
import { LocalGameView } from '@/features/play/local-game-view';
import styles from '@/features/play/play.module.css';
import { titledBy } from '@/lib/metadata';

export const generateMetadata = titledBy('play.meta', 'boardTitle', { description: 'hubDescription' });

export default async function LocalPlayPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, memberOptions] = await Promise.all([
    getTranslations({ locale, namespace: 'play' }),
    memberBoardOptions(),
  ]);
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.srOnly}>{t('hub.title')}</h1>
      <LocalGameView memberOptions={memberOptions} />
    </main>
  );
}
