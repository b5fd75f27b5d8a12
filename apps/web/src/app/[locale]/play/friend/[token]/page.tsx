import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FriendJoinForm } from '@/features/friends/friend-join-form';
import { FriendLinkShare } from '@/features/friends/friend-link-share';
import { inviteSettings } from '@/features/friends/invite-view';
import { MatchInviteQuery } from '@/features/friends/queries';
import { ApiError } from '@/lib/api';
import { titledBy } from '@/lib/metadata';
import { apiRequest } from '@/lib/server-api';
import { currentUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('friend', 'title', { unlisted: true });

/**
 * A link to play a friend. Its host sees the address and QR code to share and waits here; whoever else holds
 * it sees the settings and takes the board, signed in or as a guest with a name only. Once taken, both
 * players are sent to the board; anyone else learns that the link was used.
 */
export default async function FriendLinkPage({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('friend');
  const tc = await getTranslations('challenges');
  let invite;
  try {
    invite = (await apiRequest(MatchInviteQuery, { token: decodeURIComponent(token) })).matchInvite;
  } catch (error) {
    if (!(error instanceof ApiError) || !['INVITE_NOT_FOUND', 'BAD_USER_INPUT'].includes(error.code))
      throw error;
    return (
      <main id="main" className="narrow">
        <h1>{t('title')}</h1>
        <p data-testid="friend-closed">{t('unknown')}</p>
      </main>
    );
  }
  if (invite.matchId) redirect(`/${locale}/play/online/${invite.matchId}`);
  const settings = inviteSettings(invite.options);
  const summary = [
    settings.length === 0 ? tc('money') : tc('points', { count: settings.length }),
    tc(`profiles.${settings.profile}`),
    ...(settings.length > 1 && settings.crawford ? [tc('crawford')] : []),
    ...(settings.cube && settings.profile !== 'simple' ? [tc('cube')] : []),
  ].join(' · ');
  const me = invite.mine || !invite.open ? null : await currentUser();
  return (
    <main id="main" className="narrow">
      <h1>{invite.mine ? t('shareTitle') : t('title')}</h1>
      <p data-testid="friend-settings">
        {t('settings', { host: invite.hostName })} {summary}
      </p>
      {invite.mine ? (
        <FriendLinkShare locale={locale} token={decodeURIComponent(token)} open={invite.open} />
      ) : invite.open ? (
        <FriendJoinForm token={decodeURIComponent(token)} signedInAs={me?.displayName ?? null} />
      ) : (
        <p data-testid="friend-closed">{t('closed')}</p>
      )}
    </main>
  );
}
