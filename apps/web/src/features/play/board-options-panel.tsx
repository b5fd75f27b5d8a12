'use client';

/**
 * The board options under the board: a closed <details>; its form (board-options-form.tsx) is loaded the
 * first time it is opened, so the board's page does not carry it.
 */
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { type ComponentProps, useState } from 'react';
import type BoardOptionsForm from './board-options-form';
import styles from './play.module.css';

const Form = dynamic(() => import('./board-options-form'));

export function BoardOptionsPanel(props: ComponentProps<typeof BoardOptionsForm>) {
  const t = useTranslations('play.options');
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.options}
      data-testid="board-options"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{t('title')}</summary>
      {open && <Form {...props} />}
    </details>
  );
}
