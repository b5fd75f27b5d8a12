'use client';

/**
 * The scorekeeper's sheet tools on the ledger page (issue 42, house rules), for the organiser or a club
 * director: a member's cube in a finished game (value and owner), the columns' order, a break after a game,
 * and deleting the last game. Each asks for a reason; the API decides, and what was typed stays when it
 * refuses.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type CubeOwner, type SheetEditRequest, cubeValues, moved } from './sheet';
import { editChouetteSheetAction } from './sheet-actions';

export interface SheetToolsGame {
  readonly index: number;
  readonly members: readonly { id: string; name: string; cube: number; owner: CubeOwner }[];
}

const OWNERS: readonly CubeOwner[] = ['box', 'member', 'centred'];

/** A form with a reason: the edit is built when it is sent; refusals are shown, what was typed stays. */
function EditForm({
  id,
  chouetteId,
  seq,
  title,
  submit,
  danger,
  edit,
  children,
}: {
  id: string;
  chouetteId: string;
  seq: number;
  title: string;
  submit: string;
  danger?: boolean;
  edit: () => SheetEditRequest;
  children?: React.ReactNode;
}) {
  const t = useTranslations('chouette.sheet');
  const router = useRouter();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setDone(false);
    const r = await editChouetteSheetAction(chouetteId, seq, edit(), reason);
    setBusy(false);
    if (!r.ok) setError(r.message);
    else {
      setError(null);
      setDone(true);
      setReason('');
      router.refresh();
    }
  };
  return (
    <form
      className="form"
      onSubmit={(e) => void send(e)}
      noValidate
      data-testid={`sheet-${id}-form`}
      aria-labelledby={`sheet-${id}-title`}
    >
      <h3 id={`sheet-${id}-title`}>{title}</h3>
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
      {children}
      <div className="field">
        <label htmlFor={`sheet-${id}-reason`}>{t('reason')}</label>
        <input
          id={`sheet-${id}-reason`}
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className={danger ? 'button danger' : 'button primary'}
        disabled={busy}
        aria-busy={busy}
      >
        {submit}
      </button>
    </form>
  );
}

export function SheetTools({
  chouetteId,
  seq,
  games,
  columns,
  breaks,
}: {
  chouetteId: string;
  seq: number;
  /** The games on the sheet (not deleted), in order, with their members' cubes as the sheet has them. */
  games: readonly SheetToolsGame[];
  columns: readonly { id: string; name: string }[];
  breaks: readonly number[];
}) {
  const t = useTranslations('chouette.sheet');
  const withCubes = games.filter((g) => g.members.length > 0);
  const [gameAt, setGameAt] = useState(String(withCubes.at(-1)?.index ?? ''));
  const cubeGame = withCubes.find((g) => String(g.index) === gameAt) ?? withCubes.at(-1);
  const [memberId, setMemberId] = useState('');
  const member = cubeGame?.members.find((m) => m.id === memberId) ?? cubeGame?.members[0];
  const [value, setValue] = useState('');
  const [owner, setOwner] = useState('');
  const [order, setOrder] = useState(columns.map((c) => c.id));
  const names = new Map(columns.map((c) => [c.id, c.name]));
  const [breakAt, setBreakAt] = useState(String(games.at(-1)?.index ?? ''));
  const breakGame = games.find((g) => String(g.index) === breakAt) ?? games.at(-1);
  const last = games.at(-1);
  const cubeValue = Number(value || member?.cube || 1);
  const cubeOwner = (owner || member?.owner || 'centred') as CubeOwner;
  const marked = breakGame ? breaks.includes(breakGame.index) : false;
  return (
    <div data-testid="sheet-tools">
      {cubeGame && member ? (
        <EditForm
          id="cube"
          chouetteId={chouetteId}
          seq={seq}
          title={t('cube.title')}
          submit={t('cube.submit')}
          edit={() => ({
            kind: 'cube',
            game: cubeGame.index,
            member: member.id,
            value: cubeValue,
            owner: cubeOwner,
          })}
        >
          <p className="muted">{t('cube.lead')}</p>
          <div className="field">
            <label htmlFor="sheet-cube-game">{t('game')}</label>
            <select
              id="sheet-cube-game"
              value={String(cubeGame.index)}
              onChange={(e) => {
                setGameAt(e.target.value);
                setMemberId('');
                setValue('');
                setOwner('');
              }}
            >
              {withCubes.map((g) => (
                <option key={g.index} value={g.index}>
                  {g.index + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="sheet-cube-member">{t('cube.member')}</label>
            <select
              id="sheet-cube-member"
              value={member.id}
              onChange={(e) => {
                setMemberId(e.target.value);
                setValue('');
                setOwner('');
              }}
            >
              {cubeGame.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {t('cube.memberOption', { name: m.name, value: m.cube })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="sheet-cube-value">{t('cube.value')}</label>
            <select
              id="sheet-cube-value"
              value={String(cubeValue)}
              onChange={(e) => setValue(e.target.value)}
            >
              {cubeValues(member.cube).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="sheet-cube-owner">{t('cube.owner')}</label>
            <select id="sheet-cube-owner" value={cubeOwner} onChange={(e) => setOwner(e.target.value)}>
              {OWNERS.map((o) => (
                <option key={o} value={o}>
                  {t(`owners.${o}`)}
                </option>
              ))}
            </select>
          </div>
        </EditForm>
      ) : null}

      {columns.length > 1 ? (
        <EditForm
          id="order"
          chouetteId={chouetteId}
          seq={seq}
          title={t('order.title')}
          submit={t('order.submit')}
          edit={() => ({ kind: 'reorder', players: order })}
        >
          <ol className="plain-list" data-testid="sheet-order">
            {order.map((p, i) => (
              <li key={p} data-testid="sheet-order-player">
                <span>{names.get(p) ?? '?'}</span>{' '}
                <button
                  type="button"
                  className="button"
                  disabled={i === 0}
                  onClick={() => setOrder((o) => moved(o, p, -1))}
                  aria-label={t('order.up', { name: names.get(p) ?? '?' })}
                >
                  ↑
                </button>{' '}
                <button
                  type="button"
                  className="button"
                  disabled={i === order.length - 1}
                  onClick={() => setOrder((o) => moved(o, p, 1))}
                  aria-label={t('order.down', { name: names.get(p) ?? '?' })}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </EditForm>
      ) : null}

      {breakGame ? (
        <EditForm
          id="break"
          chouetteId={chouetteId}
          seq={seq}
          title={t('break.title')}
          submit={marked ? t('break.unmark') : t('break.mark')}
          edit={() => ({ kind: 'break', after: breakGame.index, marked: !marked })}
        >
          <div className="field">
            <label htmlFor="sheet-break-game">{t('break.after')}</label>
            <select
              id="sheet-break-game"
              value={String(breakGame.index)}
              onChange={(e) => setBreakAt(e.target.value)}
            >
              {games.map((g) => (
                <option key={g.index} value={g.index}>
                  {breaks.includes(g.index) ? t('break.gameMarked', { number: g.index + 1 }) : g.index + 1}
                </option>
              ))}
            </select>
          </div>
        </EditForm>
      ) : null}

      {last ? (
        <EditForm
          id="delete"
          chouetteId={chouetteId}
          seq={seq}
          title={t('delete.title')}
          submit={t('delete.submit', { number: last.index + 1 })}
          danger
          edit={() => ({ kind: 'deleteLast' })}
        >
          <p className="muted">{t('delete.lead', { number: last.index + 1 })}</p>
        </EditForm>
      ) : null}
    </div>
  );
}
