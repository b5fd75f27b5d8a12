/**
 * "Revanche" as the finished match's player sees it, pure: nothing offered yet, offered by me (waiting),
 * offered to me (accept), or accepted (the new match, sides swapped, to go to).
 */
export interface RematchOfferView {
  readonly offeredById: string;
  readonly newMatchId?: string | null;
}

export type RematchState =
  | { readonly kind: 'none' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'offeredToMe' }
  | { readonly kind: 'accepted'; readonly matchId: string };

export function rematchState(offer: RematchOfferView | null, viewerId: string): RematchState {
  if (!offer) return { kind: 'none' };
  if (offer.newMatchId) return { kind: 'accepted', matchId: offer.newMatchId };
  return offer.offeredById === viewerId ? { kind: 'waiting' } : { kind: 'offeredToMe' };
}

/** Whether the board asks again now and then: someone waits for an answer. */
export const awaitsAnswer = (state: RematchState): boolean =>
  state.kind === 'waiting' || state.kind === 'offeredToMe' || state.kind === 'none';
