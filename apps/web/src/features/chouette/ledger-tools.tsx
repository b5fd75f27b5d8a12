'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  type Answer,
  type AuditCheck,
  type DiceCheck,
  correctChouetteAction,
  verifyChouetteAuditAction,
  verifyChouetteDiceAction,
} from './actions';

/**
 * A correction of one finished game: points moved between players (they must sum to zero: the API says so
 * if not), with a written reason. What was typed stays when the API refuses it.
 */
export function CorrectionForm({
  chouetteId,
  seq,
  games,
  players,
}: {
  chouetteId: string;
  seq: number;
  games: number[];
  players: { id: string; name: string }[];
}) {
  const t = useTranslations('chouette.corrections');
  const router = useRouter();
  const [game, setGame] = useState(String(games.at(-1) ?? 0));
  const [points, setPoints] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setDone(false);
    const delta = players
      .map((p) => ({ player: p.id, points: Number((points[p.id] ?? '').trim() || '0') }))
      .filter((d) => d.points !== 0 || Number.isNaN(d.points));
    if (delta.some((d) => !Number.isInteger(d.points))) {
      setError(t('wholePoints'));
      setBusy(false);
      return;
    }
    const r = await correctChouetteAction(chouetteId, seq, Number(game), delta, reason);
    setBusy(false);
    if (!r.ok) setError(r.message);
    else {
      setError(null);
      setDone(true);
      setPoints({});
      setReason('');
      router.refresh();
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="correction-form">
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="notice" role="status">
          {t('done')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="correction-game">{t('game')}</label>
        <select id="correction-game" value={game} onChange={(e) => setGame(e.target.value)}>
          {games.map((g) => (
            <option key={g} value={g}>
              {g + 1}
            </option>
          ))}
        </select>
      </div>
      {players.map((p) => (
        <div className="field" key={p.id}>
          <label htmlFor={`correction-${p.id}`}>{t('pointsFor', { name: p.name })}</label>
          <input
            id={`correction-${p.id}`}
            inputMode="numeric"
            value={points[p.id] ?? ''}
            onChange={(e) => setPoints((s) => ({ ...s, [p.id]: e.target.value }))}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="correction-reason">{t('reason')}</label>
        <input
          id="correction-reason"
          value={reason}
          maxLength={2000}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
        {t('submit')}
      </button>
    </form>
  );
}

/**
 * A check run on demand (the audit chain, the dice): the button, then what the API found, marked valid or
 * not for the page and its tests, or the API's refusal.
 */
function CheckButton<T>({
  label,
  check,
  valid,
  describe,
  testId,
}: {
  label: string;
  check: () => Promise<Answer<T>>;
  valid: (result: T) => boolean;
  describe: (result: T) => string;
  testId: string;
}) {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const r = await check();
    setBusy(false);
    if (r.ok) {
      setResult(r.value);
      setError(null);
    } else setError(r.message);
  };
  return (
    <div>
      <button type="button" className="button" disabled={busy} onClick={() => void run()}>
        {label}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {result !== null ? (
        <p
          className="notice"
          role="status"
          data-testid={testId}
          data-valid={valid(result) ? 'true' : 'false'}
        >
          {describe(result)}
        </p>
      ) : null}
    </div>
  );
}

/** Walks the table's hash chain on demand and says whether it holds. */
export function AuditCheckButton({ chouetteId }: { chouetteId: string }) {
  const t = useTranslations('chouette.audit');
  return (
    <CheckButton<AuditCheck>
      label={t('verify')}
      check={() => verifyChouetteAuditAction(chouetteId)}
      valid={(r) => r.valid}
      describe={(r) =>
        r.valid
          ? t('valid', { entries: r.entries })
          : t('invalid', { seq: r.firstInvalidSeq ?? 0, problem: r.problem ?? '' })
      }
      testId="audit-result"
    />
  );
}

/** Checks, once the session is over, that every roll the server made is the one its committed seed gives. */
export function DiceCheckButton({ chouetteId }: { chouetteId: string }) {
  const t = useTranslations('chouette.dice');
  return (
    <CheckButton<DiceCheck>
      label={t('verify')}
      check={() => verifyChouetteDiceAction(chouetteId)}
      valid={(r) => r.verified}
      describe={(r) =>
        r.verified
          ? t('valid', { rolls: r.rolls })
          : r.seedMatchesCommitment
            ? t('rollMismatch', { seq: r.firstMismatchSeq ?? 0 })
            : t('seedMismatch')
      }
      testId="dice-result"
    />
  );
}
