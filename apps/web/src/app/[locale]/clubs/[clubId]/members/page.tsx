import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmAction } from '@/components/confirm-action';
import { currentUser, requireUser } from '@/lib/session';
import { removeMemberAction, setRoleAction } from '@/features/clubs/actions';
import { loadClubMembers } from '@/features/clubs/load';
import { Link } from '@/i18n/navigation';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}): Promise<Metadata> {
  const { locale, clubId } = await params;
  if (!(await currentUser())) return {}; // the page sends the visitor to sign in
  const { club } = await loadClubMembers(clubId);
  const t = await getTranslations({ locale, namespace: 'clubs' });
  return { title: `${t('membersTitle')} · ${club.name}` };
}

const RANK = { OWNER: 3, DIRECTOR: 2, MEMBER: 1 } as const;

export default async function MembersPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/members`);
  const t = await getTranslations('clubs');
  const data = await loadClubMembers(clubId);
  const { club, clubMembers, me } = data;
  const myRank = RANK[club.myRole ?? 'MEMBER'];
  const common = { cancel: t('cancel'), pending: t('wait') };
  return (
    <main id="main">
      <p>
        <Link href={`/clubs/${club.id}`}>← {club.name}</Link>
      </p>
      <h1>{t('membersTitle')}</h1>
      <ul className="member-list">
        {clubMembers.map((member) => {
          const self = member.user.id === me?.id;
          const name = member.user.displayName;
          return (
            <li key={member.user.id} className="member card">
              <div>
                <strong>{name}</strong> {self ? <span className="muted">({t('you')})</span> : null}
                <span className={`badge role-${member.role}`}>{t(`role.${member.role}`)}</span>
              </div>
              {self ? null : (
                <div className="actions">
                  <Link
                    className="button"
                    href={`/challenges/new?club=${club.id}&opponent=${member.user.id}&name=${encodeURIComponent(name)}`}
                  >
                    {t('challenge')}
                  </Link>
                  {myRank === RANK.OWNER && member.role === 'MEMBER' ? (
                    <ConfirmAction
                      action={setRoleAction}
                      fields={{ clubId: club.id, userId: member.user.id, role: 'DIRECTOR' }}
                      texts={{
                        ...common,
                        label: t('promote'),
                        title: t('promoteTitle', { name }),
                        body: t('promoteBody'),
                        confirm: t('promote'),
                      }}
                    />
                  ) : null}
                  {myRank === RANK.OWNER && member.role === 'DIRECTOR' ? (
                    <ConfirmAction
                      action={setRoleAction}
                      fields={{ clubId: club.id, userId: member.user.id, role: 'MEMBER' }}
                      texts={{
                        ...common,
                        label: t('demote'),
                        title: t('demoteTitle', { name }),
                        body: t('demoteBody'),
                        confirm: t('demote'),
                      }}
                    />
                  ) : null}
                  {myRank > RANK[member.role] || (myRank === RANK.OWNER && member.role !== 'OWNER') ? (
                    <ConfirmAction
                      action={removeMemberAction}
                      fields={{ clubId: club.id, userId: member.user.id }}
                      tone="danger"
                      texts={{
                        ...common,
                        label: t('remove'),
                        title: t('removeTitle', { name }),
                        body: t('removeBody'),
                        confirm: t('remove'),
                      }}
                    />
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
