'use client';

/**
 * The .mat upload: a file input, the size and text checks and the engine's reading of every move made here
 * before anything is sent, the players named as club members (optional), and a refusal (the engine's here,
 * or the API's) with the game and line of the problem. An accepted file opens the replay of the import.
 */
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { type ImportAnswer, importMatAction } from './import-actions';
import { MAX_MAT_BYTES, type MatFileProblem, matFileProblem, matRefusal, textProblem } from './mat-file';
import { replayHref } from './record-links';

/** Why the file was refused (by the engine here, or by the API), and where: game, line and its text. */
type Refusal = Pick<Extract<ImportAnswer, { ok: false }>, 'message' | 'game' | 'line'> & {
  readonly text?: string | null;
};

export function ImportForm({
  clubId,
  members,
}: {
  clubId: string;
  members: readonly { id: string; name: string }[];
}) {
  const t = useTranslations('replay.import');
  const router = useRouter();
  const [problem, setProblem] = useState<MatFileProblem | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const kb = Math.round(MAX_MAT_BYTES / 1024);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setRefusal(null);
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.name === '') {
      setProblem('empty');
      return;
    }
    const before = matFileProblem(file);
    if (before) {
      setProblem(before);
      return;
    }
    setBusy(true);
    try {
      const text = await file.text();
      const found = textProblem(text);
      if (found) {
        setProblem(found);
        return;
      }
      setProblem(null);
      // The engine reads the file here first: a bad move is shown at once, with its game and line.
      const local = matRefusal(text);
      if (local) {
        setRefusal({
          message: t(`reasons.${local.reason}`),
          game: local.game,
          line: local.line,
          text: local.text,
        });
        return;
      }
      const answer = await importMatAction(
        clubId,
        text,
        String(form.get('player0') ?? '') || null,
        String(form.get('player1') ?? '') || null,
      );
      if (answer.ok) router.push(replayHref(answer.recordId));
      else setRefusal(answer);
    } catch {
      setRefusal({ message: t('network'), game: null, line: null });
    } finally {
      setBusy(false);
    }
  };

  const memberSelect = (side: 0 | 1) => (
    <div className="field">
      <label htmlFor={`player${side}`}>{t(side === 0 ? 'player0' : 'player1')}</label>
      <select id={`player${side}`} name={`player${side}`} defaultValue="">
        <option value="">{t('notMember')}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="form card" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="mat-file">{t('file')}</label>
        <input
          id="mat-file"
          name="file"
          type="file"
          accept=".mat,.txt,text/plain"
          aria-describedby="mat-file-help"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setRefusal(null);
            setProblem(file ? matFileProblem(file) : null);
          }}
        />
        <p id="mat-file-help" className="muted">
          {t('fileHelp', { kb })}
        </p>
      </div>
      {memberSelect(0)}
      {memberSelect(1)}
      <p className="muted">{t('playersHelp')}</p>
      {problem && (
        <p className="form-error" role="alert" data-testid="import-problem">
          {t(`problems.${problem}`, { kb })}
        </p>
      )}
      {refusal && (
        <div className="form-error" role="alert" data-testid="import-error">
          <p>
            <strong>{t('refused')}</strong> {refusal.message}
          </p>
          {refusal.game !== null || refusal.line !== null ? (
            <p data-testid="import-error-place">
              {refusal.game !== null && refusal.line !== null
                ? t('where', { game: refusal.game, line: refusal.line })
                : refusal.line !== null
                  ? t('whereLine', { line: refusal.line })
                  : t('whereGame', { game: refusal.game ?? 0 })}
            </p>
          ) : null}
          {refusal.text ? (
            <p>
              <code data-testid="import-error-line">{refusal.text}</code>
            </p>
          ) : null}
        </div>
      )}
      <button type="submit" className="button primary" disabled={busy || problem === 'tooLarge'}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
