import { getTranslations, setRequestLocale } from 'next-intl/server';
import playStyles from '@/features/play/play.module.css';
import styles from '@/features/play/rules.module.css';
import { Link } from '@/i18n/navigation';
import { titledBy } from '@/lib/metadata';

export const generateMetadata = titledBy('rules.meta', 'title', { description: 'description' });

const SECTIONS = ['howTo', 'simple', 'international', 'traditional', 'tips', 'faq'] as const;
/** Anchors the play hub links to (#simple, #international, #traditional). */
const ANCHORS: Record<(typeof SECTIONS)[number], string> = {
  howTo: 'how-to-play',
  simple: 'simple',
  international: 'international',
  traditional: 'traditional',
  tips: 'tips',
  faq: 'faq',
};
const TRADITIONAL_ROWS = ['single', 'cantada', 'gamao', 'gamaoCantado', 'dePauDentro', 'deuses'] as const;

/** Rules and help: how to play, the three scoring profiles, tips and questions, in our own words. */
export default async function RulesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('rules');
  // A list in the messages is kept by index ("0", "1", …), each item a message of its own (compiled messages
  // are read one by one: no t.raw).
  const indices = (first: string) => {
    const found: number[] = [];
    while (t.has(first.replace('#', String(found.length)))) found.push(found.length);
    return found;
  };
  const list = (key: string) => indices(`${key}.#`).map((i) => t(`${key}.${i}`));
  const faq = indices('faq.items.#.q').map((i) => ({ q: t(`faq.items.${i}.q`), a: t(`faq.items.${i}.a`) }));

  return (
    <main id="main" className={`${playStyles.main} ${styles.rules}`}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <nav className={styles.toc} aria-label={t('tocLabel')}>
        <strong>{t('tocLabel')}</strong>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#${ANCHORS[s]}`}>{t(`toc.${s}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id={ANCHORS.howTo} className={styles.section}>
        <h2>{t('howTo.title')}</h2>
        <p>{t('howTo.intro')}</p>
        <ol>
          {list('howTo.steps').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section id={ANCHORS.simple} className={styles.section}>
        <h2>{t('simple.title')}</h2>
        <ul>
          {list('simple.points').map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <p>
          <Link className={styles.cta} href="/play">
            {t('play')}
          </Link>
        </p>
      </section>

      <section id={ANCHORS.international} className={styles.section}>
        <h2>{t('international.title')}</h2>
        <p>{t('international.intro')}</p>
        <ul>
          {list('international.points').map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>

      <section id={ANCHORS.traditional} className={styles.section}>
        <h2>{t('traditional.title')}</h2>
        <p>{t('traditional.intro')}</p>
        <table className={styles.table}>
          <caption>{t('traditional.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('traditional.headers.kind')}</th>
              <th scope="col">{t('traditional.headers.value')}</th>
              <th scope="col">{t('traditional.headers.when')}</th>
            </tr>
          </thead>
          <tbody>
            {TRADITIONAL_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`traditional.rows.${row}.name`)}</th>
                <td>{t(`traditional.rows.${row}.value`)}</td>
                <td>{t(`traditional.rows.${row}.when`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('traditional.precedence')}</p>
      </section>

      <section id={ANCHORS.tips} className={styles.section}>
        <h2>{t('tips.title')}</h2>
        <ul>
          {list('tips.items').map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>

      <section id={ANCHORS.faq} className={`${styles.section} ${styles.faq}`}>
        <h2>{t('faq.title')}</h2>
        <dl>
          {faq.map((item) => (
            <div key={item.q}>
              <dt>{item.q}</dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
