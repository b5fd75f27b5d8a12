'use client';

/** The play hub: pick who to play and the rules, then go to the board. */
import { type ScoringProfile, currentGame, isMatchOver } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { presetFigures } from '@/features/clocks/time-control';
import { FiguresText } from '@/features/clocks/time-control-text';
import { type LocalGame, startLocalGame } from './controller';
import { CLOCK_CHOICES } from './local-clock';
import styles from './play.module.css';
import {
  DEFAULT_SETTINGS,
  LEVELS,
  MODES,
  PROFILES,
  type PlaySettings,
  cubeChoice,
  lengthsFor,
  normaliseSettings,
} from './settings';
import { loadGame, saveGame } from './storage';

const RULES_ANCHOR: Record<ScoringProfile, string> = {
  simple: 'simple',
  international: 'international',
  traditional: 'traditional',
};

export function PlayHub() {
  const t = useTranslations('play.hub');
  const tc = useTranslations('clocks.picker');
  const router = useRouter();
  const [settings, setSettings] = useState<PlaySettings>(DEFAULT_SETTINGS);
  const [saved, setSaved] = useState<LocalGame | null>(null);

  useEffect(() => {
    const game = loadGame(window.localStorage);
    if (game && !isMatchOver(game.match)) {
      setSaved(game);
      setSettings(game.settings);
    }
  }, []);

  const change = (patch: Partial<PlaySettings>) => setSettings((s) => normaliseSettings({ ...s, ...patch }));

  const start = (e: FormEvent) => {
    e.preventDefault();
    saveGame(window.localStorage, startLocalGame(settings));
    router.push('/play/local');
  };

  const lengthLabel = (n: number) =>
    n === 0 ? t('lengthMoney') : n === 1 ? t('lengthOne') : t('lengthPoints', { count: n });

  const savedSummary = saved
    ? [
        t(`modes.${saved.settings.mode}.title`),
        t(`profiles.${saved.match.options.profile}.title`),
        `${saved.match.match.score[0]} × ${saved.match.match.score[1]}`,
        `#${currentGame(saved.match).index + 1}`,
      ].join(' · ')
    : '';

  return (
    <div className={styles.hub}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>

      {saved && (
        <section
          className={`${styles.card} ${styles.dialog}`}
          style={{ marginBottom: '1rem' }}
          data-testid="saved-game"
        >
          <p>{t('savedGame', { summary: savedSummary })}</p>
          <Link className={styles.buttonPrimary} href="/play/local">
            {t('resume')}
          </Link>
        </section>
      )}

      <form className={styles.form} onSubmit={start}>
        <fieldset className={styles.fieldset}>
          <legend>{t('modeLegend')}</legend>
          <div className={styles.choices}>
            {MODES.map((mode) => (
              <label key={mode} className={styles.choice}>
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  checked={settings.mode === mode}
                  onChange={() => change({ mode })}
                />
                <span>
                  <strong>{t(`modes.${mode}.title`)}</strong>
                  <span>{t(`modes.${mode}.body`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {settings.mode === 'computer' && (
          <fieldset className={styles.fieldset}>
            <legend>{t('levelLegend')}</legend>
            <div className={styles.inline}>
              {LEVELS.map((level) => (
                <label key={level} className={styles.pill}>
                  <input
                    type="radio"
                    name="level"
                    value={level}
                    checked={settings.level === level}
                    onChange={() => change({ level })}
                  />
                  {t(`levels.${level}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset className={styles.fieldset}>
          <legend>{t('profileLegend')}</legend>
          <div className={styles.choices}>
            {PROFILES.map((profile) => (
              <label key={profile} className={styles.choice}>
                <input
                  type="radio"
                  name="profile"
                  value={profile}
                  checked={settings.profile === profile}
                  onChange={() => change({ profile, cube: profile === 'international' })}
                />
                <span>
                  <strong>{t(`profiles.${profile}.title`)}</strong>
                  <span>{t(`profiles.${profile}.body`)}</span>
                </span>
              </label>
            ))}
          </div>
          <p className={styles.help}>
            <Link href={`/rules#${RULES_ANCHOR[settings.profile]}`}>
              {t('rulesOf', { profile: t(`profiles.${settings.profile}.title`) })}
            </Link>
          </p>
        </fieldset>

        {cubeChoice(settings.profile) && (
          <div className={styles.inline}>
            <label className={styles.pill}>
              <input
                type="checkbox"
                name="cube"
                checked={settings.cube}
                onChange={(e) => change({ cube: e.target.checked })}
              />
              {t('cube')}
            </label>
          </div>
        )}

        <fieldset className={styles.fieldset}>
          <legend>{t('lengthLegend')}</legend>
          <div className={styles.inline}>
            {lengthsFor(settings.profile, settings.cube).map((n) => (
              <label key={n} className={styles.pill}>
                <input
                  type="radio"
                  name="length"
                  value={n}
                  checked={settings.length === n}
                  onChange={() => change({ length: n })}
                />
                {lengthLabel(n)}
              </label>
            ))}
          </div>
        </fieldset>

        {settings.length === 0 && (
          <div className={styles.inline}>
            <label className={styles.pill}>
              <input
                type="checkbox"
                name="beaver"
                checked={settings.beaver}
                onChange={(e) => change({ beaver: e.target.checked })}
              />
              {t('beaver')}
            </label>
            {settings.beaver && (
              <label className={styles.pill}>
                <input
                  type="checkbox"
                  name="raccoon"
                  checked={settings.raccoon}
                  onChange={(e) => change({ raccoon: e.target.checked })}
                />
                {t('raccoon')}
              </label>
            )}
          </div>
        )}

        <fieldset className={styles.fieldset}>
          <legend>{t('clockLegend')}</legend>
          <div className={styles.inline}>
            {CLOCK_CHOICES.map((c) => (
              <label key={c} className={styles.pill}>
                <input
                  type="radio"
                  name="clock"
                  value={c}
                  checked={settings.clock === c}
                  onChange={() => change({ clock: c })}
                />
                {c === 'off' ? (
                  tc('choices.none')
                ) : (
                  <>
                    {tc(`choices.${c}`)} (<FiguresText figures={presetFigures(c, settings.length)} />)
                  </>
                )}
              </label>
            ))}
          </div>
          <p className={styles.help}>{t('clockHelp')}</p>
        </fieldset>

        <div>
          <button type="submit" className={styles.buttonPrimary}>
            {t('start')}
          </button>
        </div>
      </form>

      <section
        className={`${styles.card} ${styles.online}`}
        style={{ marginTop: '2rem' }}
        aria-labelledby="online-title"
      >
        <h2 id="online-title">{t('onlineTitle')}</h2>
        <p>{t('onlineBody')}</p>
        <p>
          <Link className={styles.buttonPrimary} href="/challenges">
            {t('onlineLink')}
          </Link>
        </p>
      </section>

      <p>
        <Link href="/rules">{t('rulesLink')}</Link>
      </p>
    </div>
  );
}
