'use server';

/**
 * The chouette pages' requests, run on the site's server with the visitor's session. Table actions carry
 * `seq`, the last sequence number the page saw: the API refuses a stale one (STALE_SEQUENCE) and the page
 * reloads. Refusals come back as values with the API's code and its message in the visitor's language.
 * The site decides no rule: every action is the API's to accept or refuse.
 */
import { checkPlayMoves, GAME_KINDS, isWinKind } from '@gamao/engine';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type {
  ChouetteBeaverAnswer,
  ChouetteDoubleAnswer,
  ChouetteOptionsInput,
  ChouetteSide,
  ChouetteTableFragment,
  ConsultationRule,
  GameKind,
  ScoringProfile,
  WinKind,
} from '@/gql/graphql';
import { readTimeControl, timeControlInput } from '@/features/clocks/time-control';
import { ApiError } from '@/lib/api';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { HOUSE_PRESETS, isHousePreset } from './house-rules';
import {
  AnswerChouetteBeaverMutation,
  AnswerChouetteBoxDoubleMutation,
  AnswerChouetteDoubleMutation,
  AnswerChouetteResignationMutation,
  CallChouettePartnerMutation,
  ChouetteQuery,
  ConfirmChouetteSuggestionMutation,
  CorrectChouetteMutation,
  DeclareChouetteDoubleMutation,
  EndChouetteMutation,
  GiveChouetteExtraMutation,
  MakeChouetteDealMutation,
  JoinChouetteMutation,
  LeaveChouetteMutation,
  OfferChouetteBoxDoubleMutation,
  OpenChouetteMutation,
  RecordChouetteResultMutation,
  ResignChouetteGameMutation,
  RollChouetteDiceMutation,
  RollChouetteOrderMutation,
  SetChouetteAbsenceMutation,
  StartChouetteGameMutation,
  SubmitChouettePlayMutation,
  SuggestChouettePlayMutation,
  VerifyChouetteAuditQuery,
  VerifyChouetteDiceQuery,
} from './queries';

export type ChouetteView = ChouetteTableFragment;
export type Refusal = { readonly ok: false; readonly code: string; readonly message: string };
export type Answer<T> = { readonly ok: true; readonly value: T } | Refusal;

type Move = { from: number; to: number; die: number };

/** One decision at the table; `player` only when the organiser of a scorekeeper table records for someone. */
export type ChouetteIntent = { readonly player?: string } & (
  | { readonly type: 'join' | 'leave' }
  | { readonly type: 'rollForOrder'; readonly dice?: readonly number[] }
  | { readonly type: 'callPartner'; readonly partner: string | null }
  | { readonly type: 'startGame'; readonly initialCube?: number }
  | { readonly type: 'roll' }
  | { readonly type: 'play' | 'suggest'; readonly moves: readonly Move[] }
  | { readonly type: 'confirmSuggestion'; readonly from: string }
  | { readonly type: 'declare'; readonly double: boolean }
  | { readonly type: 'boxAnswer'; readonly member: string; readonly answer: ChouetteDoubleAnswer }
  | { readonly type: 'beaverAnswer'; readonly member: string; readonly answer: ChouetteBeaverAnswer }
  | { readonly type: 'boxDouble' }
  | { readonly type: 'memberAnswer'; readonly answer: ChouetteDoubleAnswer }
  | { readonly type: 'resign'; readonly kind: WinKind }
  | { readonly type: 'answerResignation'; readonly accept: boolean }
  | {
      readonly type: 'endGame';
      readonly winner: ChouetteSide;
      readonly kind?: GameKind;
      readonly base?: number;
    }
  | { readonly type: 'endSession' }
  | {
      readonly type: 'deal';
      readonly terms: readonly { readonly member: string; readonly points: number }[];
      readonly agreedBy: readonly string[];
    }
  | { readonly type: 'extra'; readonly from: string; readonly to: string; readonly takerAgrees: boolean }
  | { readonly type: 'absence'; readonly away: boolean; readonly proxy: string | null }
);

const DOUBLE_ANSWERS: readonly string[] = ['take', 'drop', 'beaver'];
const BEAVER_ANSWERS: readonly string[] = ['take', 'refuse', 'raccoon'];

async function answer<T>(run: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('chouette.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

async function refuse(): Promise<Refusal> {
  const t = await getTranslations('chouette.errors');
  return { ok: false, code: 'BAD_USER_INPUT', message: t('badInput') };
}

const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;

/** The table as the visitor may see it now. */
export async function loadChouetteAction(id: string): Promise<Answer<ChouetteView>> {
  if (!isId(id)) return refuse();
  return answer(async () => (await apiRequest(ChouetteQuery, { id })).chouette);
}

/** One decision at the table, sent with the sequence number the page showed. */
export async function chouetteAction(
  chouetteId: string,
  seq: number,
  intent: ChouetteIntent,
): Promise<Answer<ChouetteView>> {
  // A server action is a public endpoint: take only the shapes the API expects; it checks the rest.
  if (!isId(chouetteId) || !Number.isInteger(seq) || typeof intent?.type !== 'string') return refuse();
  if (intent.player !== undefined && !isId(intent.player)) return refuse();
  const v = { chouetteId, expectedSeq: seq, player: intent.player ?? null };
  const base = { chouetteId, expectedSeq: seq };
  switch (intent.type) {
    case 'join': {
      const loaded = await loadChouetteAction(chouetteId);
      if (!loaded.ok) return loaded;
      const code = loaded.value.code;
      return answer(
        async () => (await apiRequest(JoinChouetteMutation, { code, player: v.player })).joinChouette,
      );
    }
    case 'leave':
      return answer(async () => (await apiRequest(LeaveChouetteMutation, v)).leaveChouette);
    case 'rollForOrder': {
      const dice = intent.dice ? intent.dice.map(Number) : null;
      if (dice && (dice.length !== 2 || !dice.every(Number.isInteger))) return refuse();
      return answer(
        async () => (await apiRequest(RollChouetteOrderMutation, { ...v, dice })).rollChouetteOrder,
      );
    }
    case 'callPartner':
      if (intent.partner !== null && !isId(intent.partner)) return refuse();
      return answer(
        async () =>
          (await apiRequest(CallChouettePartnerMutation, { ...v, partner: intent.partner }))
            .callChouettePartner,
      );
    case 'startGame': {
      const initialCube = intent.initialCube === undefined ? null : Number(intent.initialCube);
      if (initialCube !== null && !Number.isInteger(initialCube)) return refuse();
      return answer(
        async () => (await apiRequest(StartChouetteGameMutation, { ...base, initialCube })).startChouetteGame,
      );
    }
    case 'roll':
      return answer(async () => (await apiRequest(RollChouetteDiceMutation, base)).rollChouetteDice);
    case 'play':
    case 'suggest': {
      // The engine's shape check of a play (at most four moves, points 0-25, dice 1-6); the API checks it again.
      const checked = checkPlayMoves(intent.moves);
      if (!checked.ok) return refuse();
      const moves = checked.value.map(({ from, to, die }) => ({ from, to, die }));
      return intent.type === 'play'
        ? answer(
            async () => (await apiRequest(SubmitChouettePlayMutation, { ...base, moves })).submitChouettePlay,
          )
        : answer(
            async () =>
              (await apiRequest(SuggestChouettePlayMutation, { ...base, moves })).suggestChouettePlay,
          );
    }
    case 'confirmSuggestion':
      if (!isId(intent.from)) return refuse();
      return answer(
        async () =>
          (await apiRequest(ConfirmChouetteSuggestionMutation, { ...base, from: intent.from }))
            .confirmChouetteSuggestion,
      );
    case 'declare':
      return answer(
        async () =>
          (await apiRequest(DeclareChouetteDoubleMutation, { ...v, double: intent.double === true }))
            .declareChouetteDouble,
      );
    case 'boxAnswer':
      if (!isId(intent.member) || !DOUBLE_ANSWERS.includes(intent.answer)) return refuse();
      return answer(
        async () =>
          (
            await apiRequest(AnswerChouetteDoubleMutation, {
              ...v,
              member: intent.member,
              answer: intent.answer,
            })
          ).answerChouetteDouble,
      );
    case 'beaverAnswer':
      if (!isId(intent.member) || !BEAVER_ANSWERS.includes(intent.answer)) return refuse();
      return answer(
        async () =>
          (
            await apiRequest(AnswerChouetteBeaverMutation, {
              ...v,
              member: intent.member,
              answer: intent.answer,
            })
          ).answerChouetteBeaver,
      );
    case 'boxDouble':
      return answer(async () => (await apiRequest(OfferChouetteBoxDoubleMutation, v)).offerChouetteBoxDouble);
    case 'memberAnswer':
      if (!DOUBLE_ANSWERS.includes(intent.answer)) return refuse();
      return answer(
        async () =>
          (await apiRequest(AnswerChouetteBoxDoubleMutation, { ...v, answer: intent.answer }))
            .answerChouetteBoxDouble,
      );
    case 'resign':
      if (!isWinKind(intent.kind)) return refuse();
      return answer(
        async () =>
          (await apiRequest(ResignChouetteGameMutation, { ...v, kind: intent.kind })).resignChouetteGame,
      );
    case 'answerResignation':
      return answer(
        async () =>
          (await apiRequest(AnswerChouetteResignationMutation, { ...v, accept: intent.accept === true }))
            .answerChouetteResignation,
      );
    case 'endGame': {
      if (intent.winner !== 'box' && intent.winner !== 'team') return refuse();
      if (intent.kind !== undefined && !GAME_KINDS.includes(intent.kind as GameKind)) return refuse();
      const baseValue = intent.base === undefined ? null : Number(intent.base);
      if (baseValue !== null && !Number.isInteger(baseValue)) return refuse();
      return answer(
        async () =>
          (
            await apiRequest(RecordChouetteResultMutation, {
              ...base,
              winner: intent.winner,
              kind: intent.kind ?? null,
              base: baseValue,
            })
          ).recordChouetteResult,
      );
    }
    case 'endSession':
      return answer(async () => (await apiRequest(EndChouetteMutation, base)).endChouette);
    case 'deal': {
      const terms = Array.isArray(intent.terms) ? intent.terms.slice(0, 64) : [];
      const agreedBy = Array.isArray(intent.agreedBy) ? intent.agreedBy.slice(0, 64) : [];
      if (!terms.every((x) => isId(x?.member) && Number.isSafeInteger(x?.points)) || !agreedBy.every(isId))
        return refuse();
      return answer(
        async () =>
          (
            await apiRequest(MakeChouetteDealMutation, {
              ...base,
              terms: terms.map((x) => ({ member: x.member, points: x.points })),
              agreedBy: [...agreedBy],
            })
          ).makeChouetteDeal,
      );
    }
    case 'absence':
      if (typeof intent.away !== 'boolean' || (intent.proxy !== null && !isId(intent.proxy))) return refuse();
      return answer(
        async () =>
          (
            await apiRequest(SetChouetteAbsenceMutation, {
              chouetteId,
              away: intent.away,
              member: v.player,
              proxy: intent.proxy,
            })
          ).setChouetteAbsence,
      );
    case 'extra':
      if (!isId(intent.from) || !isId(intent.to) || typeof intent.takerAgrees !== 'boolean') return refuse();
      return answer(
        async () =>
          (
            await apiRequest(GiveChouetteExtraMutation, {
              ...base,
              from: intent.from,
              to: intent.to,
              takerAgrees: intent.takerAgrees,
            })
          ).giveChouetteExtra,
      );
    default:
      return refuse();
  }
}

const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/** Reads a number field: undefined when left empty, NaN when not a number (the form says so). */
function numberField(form: FormData, name: string): number | undefined {
  const raw = formText(form, name).replace(',', '.');
  return raw === '' ? undefined : Number(raw);
}

/** Opens a table with every option of the form, then goes to it. */
export async function openChouetteAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const t = await getTranslations('chouette.errors');
  const clubId = formText(form, 'clubId');
  if (!clubId) return { error: t('chooseClub'), code: 'BAD_USER_INPUT' };
  const partnerThreshold = numberField(form, 'partnerThreshold');
  const autoDoublesCap = numberField(form, 'autoDoublesCap');
  const stake = numberField(form, 'stake');
  const triploPoints = numberField(form, 'triploPoints');
  for (const n of [partnerThreshold, autoDoublesCap, stake, triploPoints]) {
    if (n !== undefined && !Number.isFinite(n)) return { error: t('notANumber'), code: 'BAD_USER_INPUT' };
  }
  const autoDoubles = checked(form, 'autoDoubles');
  const options: ChouetteOptionsInput = {
    mode: formText(form, 'mode') === 'SCOREKEEPER' ? 'SCOREKEEPER' : 'BOARD',
    profile: (formText(form, 'profile') || 'international') as ScoringProfile,
    consultation: (formText(form, 'consultation') || 'free') as ConsultationRule,
    beaver: checked(form, 'beaver'),
    raccoon: checked(form, 'raccoon'),
    beaverRefusal: checked(form, 'beaverRefusal'),
    jacoby: checked(form, 'jacoby'),
    autoDoubles,
    ...(partnerThreshold === undefined ? {} : { partnerThreshold }),
    ...(autoDoubles && autoDoublesCap !== undefined ? { autoDoublesCap } : {}),
    ...(stake === undefined ? {} : { stake }),
    ...(triploPoints === undefined ? {} : { triploPoints }),
  };
  const preset = formText(form, 'house');
  const house = isHousePreset(preset) ? HOUSE_PRESETS[preset] : null;
  if (house) options.house = { ...house } as ChouetteOptionsInput['house'];
  // Board mode only: the picker's time control (money play: a fixed reserve, per game at a chouette).
  const timeControl = options.mode === 'BOARD' ? timeControlInput(readTimeControl(form, 'tc'), true) : null;
  let id = '';
  const refused = await attempt(async () => {
    id = (await apiRequest(OpenChouetteMutation, { input: { clubId, options, timeControl } })).openChouette
      .id;
  });
  if (refused) return refused;
  redirect(`/${locale}/chouette/${id}`);
}

/** Joins a table by its short code (typed, or from the QR code's link), then goes to it. */
export async function joinChouetteAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let id = '';
  const refused = await attempt(async () => {
    id = (await apiRequest(JoinChouetteMutation, { code: formText(form, 'code'), player: null })).joinChouette
      .id;
  });
  if (refused) return refused;
  redirect(`/${locale}/chouette/${id}`);
}

/** A correction of one finished game: points moved between players, with a reason. */
export async function correctChouetteAction(
  chouetteId: string,
  seq: number,
  game: number,
  points: readonly { player: string; points: number }[],
  reason: string,
): Promise<Answer<ChouetteView>> {
  if (!isId(chouetteId) || !Number.isInteger(seq) || !Number.isInteger(game) || !Array.isArray(points))
    return refuse();
  const clean = points.map((p) => ({ player: String(p.player), points: Number(p.points) }));
  if (clean.some((p) => !isId(p.player) || !Number.isInteger(p.points))) return refuse();
  return answer(
    async () =>
      (
        await apiRequest(CorrectChouetteMutation, {
          chouetteId,
          expectedSeq: seq,
          game,
          points: clean,
          reason: String(reason ?? ''),
        })
      ).correctChouette,
  );
}

export interface AuditCheck {
  readonly valid: boolean;
  readonly entries: number;
  readonly firstInvalidSeq: number | null;
  readonly problem: string | null;
}

/** Walks the table's hash-chained audit log (game results and corrections). */
export async function verifyChouetteAuditAction(chouetteId: string): Promise<Answer<AuditCheck>> {
  if (!isId(chouetteId)) return refuse();
  return answer(async () => {
    const r = (await apiRequest(VerifyChouetteAuditQuery, { id: chouetteId })).verifyAudit;
    return {
      valid: r.valid,
      entries: r.entries,
      firstInvalidSeq: r.firstInvalidSeq ?? null,
      problem: r.problem ?? null,
    };
  });
}

export interface DiceCheck {
  readonly verified: boolean;
  readonly seedMatchesCommitment: boolean;
  readonly rolls: number;
  readonly firstMismatchSeq: number | null;
}

/** After the session: the revealed seed against its commitment, and every roll against the seed. */
export async function verifyChouetteDiceAction(chouetteId: string): Promise<Answer<DiceCheck>> {
  if (!isId(chouetteId)) return refuse();
  return answer(async () => {
    const r = (await apiRequest(VerifyChouetteDiceQuery, { id: chouetteId })).verifyChouetteDice;
    return { ...r, firstMismatchSeq: r.firstMismatchSeq ?? null };
  });
}
