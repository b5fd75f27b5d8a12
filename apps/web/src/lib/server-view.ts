/**
 * The rules every live page (an online match's board, a chouette table) follows to keep the server's view:
 * which view replaces the shown one, and which live event means the page is behind. Pure, so they are tested
 * without a socket; the hook that applies them is lib/use-server-view.ts.
 */

/** What a live page knows of the server's view: its aggregate, how far its log goes, and its status. */
export interface ServerView {
  readonly id: string;
  readonly seq: number;
  readonly status: string;
}

/** What a live event says: the sequence number it reached and the status after it. */
export interface ServerEvent {
  readonly seq: number;
  readonly status: string;
}

/**
 * Whether `incoming` replaces `current`. The sequence number only grows, so an older answer (a slow reload
 * overtaken by a newer one) is dropped; the same number is the same state, unless the status moved (a
 * challenge accepted changes the status without an action). Another aggregate's view never replaces it.
 */
export function isNewerView(current: ServerView, incoming: ServerView): boolean {
  if (incoming.id !== current.id) return false;
  return incoming.seq > current.seq || (incoming.seq === current.seq && incoming.status !== current.status);
}

/** An event asks for a reload when it is past what the page shows, or the status moved. */
export function isEventNews(
  shown: { readonly seq: number; readonly status: string },
  event: ServerEvent,
): boolean {
  return event.seq > shown.seq || event.status !== shown.status;
}

/**
 * Whether the page should ask for the view now and then: only while the view can still change and there is
 * no live feed. A dropped connection ('reconnecting') needs no polling: the resumed subscription replays
 * what was missed, and the page reloads as it reconnects.
 */
export const shouldPoll = (live: 'connecting' | 'live' | 'reconnecting' | 'closed', open: boolean): boolean =>
  open && live !== 'live' && live !== 'reconnecting';
