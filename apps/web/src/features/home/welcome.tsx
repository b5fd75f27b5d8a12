/**
 * The home of a visitor who is not signed in: what the club service does, and two ways in: "Jogar agora"
 * (against the computer, no account) and "Criar meu clube" (sign up, then create the club). The three feature
 * cards lead to their pages.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './home.module.css';

export const FEATURES = [
  { key: 'play', href: '/play' },
  { key: 'tournaments', href: '/tournaments' },
  { key: 'chouette', href: '/chouette' },
] as const;

/** The three feature cards, each a link to its page. */
export async function FeatureCards() {
  const t = await getTranslations('home');
  return (
    <ul className={styles.features}>
      {FEATURES.map(({ key, href }) => (
        <li key={key}>
          <Link className={styles.feature} href={href} data-testid={`feature-${key}`}>
            <h2>{t(`features.${key}.title`)}</h2>
            <p>{t(`features.${key}.body`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export async function Welcome() {
  const t = await getTranslations('home');
  const points = ['members', 'online', 'events', 'record'] as const;
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.calls}>
          <div className={styles.call}>
            <Link className="button primary" href="/play">
              {t('playNow')}
            </Link>
            <p>{t('playNowHelp')}</p>
          </div>
          <div className={styles.call}>
            <Link className="button" href="/sign-up">
              {t('createClub')}
            </Link>
            <p>{t('createClubHelp')}</p>
          </div>
        </div>
        <p className={styles.signIn}>
          {t('haveAccount')} <Link href="/sign-in">{t('signIn')}</Link>
        </p>
      </section>
      <FeatureCards />
      <section className="card" aria-labelledby="how-title">
        <h2 id="how-title">{t('howTitle')}</h2>
        <ul className={styles.how}>
          {points.map((p) => (
            <li key={p}>{t(`how.${p}`)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
