'use client';

/** The board options' form (features/play/board-options.ts): every change applies and is kept at once. */
import { useTranslations } from 'next-intl';
import { ANIMATION_SPEEDS, type BoardOptions, COLOR_SCHEMES, DIRECTIONS } from './board-options';
import styles from './play.module.css';

export type Flag = 'sound' | 'autoRoll' | 'autoBearOff' | 'oneTap' | 'homeZoom';

export default function BoardOptionsForm({
  options,
  onChange,
  member,
  reducedMotion,
  flags = ['sound', 'autoRoll', 'autoBearOff', 'oneTap', 'homeZoom'],
}: {
  options: BoardOptions;
  onChange: (next: BoardOptions) => void;
  /** Kept in the member's account (else in this browser). */
  member: boolean;
  reducedMotion: boolean;
  /** The automatic helps this board offers. */
  flags?: readonly Flag[];
}) {
  const t = useTranslations('play.options');
  return (
    <div className={styles.optionsGrid}>
      <label className={styles.optionRow}>
        <span>{t('animation')}</span>
        <select
          name="animation"
          value={options.animation}
          onChange={(e) => onChange({ ...options, animation: e.target.value as BoardOptions['animation'] })}
        >
          {ANIMATION_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t(`speeds.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {reducedMotion && <p className={styles.help}>{t('reducedMotion')}</p>}
      {flags.map((flag) => (
        <label key={flag} className={styles.optionRow}>
          <span>{t(flag)}</span>
          <input
            type="checkbox"
            name={flag}
            checked={options[flag]}
            onChange={(e) => onChange({ ...options, [flag]: e.target.checked })}
          />
        </label>
      ))}
      <label className={styles.optionRow}>
        <span>{t('direction')}</span>
        <select
          name="direction"
          value={options.direction}
          onChange={(e) => onChange({ ...options, direction: e.target.value as BoardOptions['direction'] })}
        >
          {DIRECTIONS.map((d) => (
            <option key={d} value={d}>
              {t(`directions.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.optionRow}>
        <span>{t('colors')}</span>
        <select
          name="colors"
          value={options.colors}
          onChange={(e) => onChange({ ...options, colors: e.target.value as BoardOptions['colors'] })}
        >
          {COLOR_SCHEMES.map((c) => (
            <option key={c} value={c}>
              {t(`palettes.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.help}>{member ? t('saved') : t('savedHere')}</p>
    </div>
  );
}
