import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { loadChatAction } from '@/features/chat/actions';
import { JoinQr } from '@/features/chouette/join-qr';
import { TableView } from '@/features/chouette/table-view';
import { liveApiUrl } from '@/lib/live-feed';
import styles from '@/features/chouette/chouette.module.css';
import { loadTable } from './load';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('chouette.meta', 'tableTitle', { unlisted: true });

/** A chouette table, live: seating, cubes, the board or the scorekeeper's forms, the ledger. */
export default async function ChouetteTablePage({
  params,
}: {
  params: Promise<{ locale: string; chouetteId: string }>;
}) {
  const { locale, chouetteId } = await params;
  setRequestLocale(locale);
  const me = await requireUser(locale, `/chouette/${chouetteId}`);
  const table = await loadTable(chouetteId);
  // The table's chat is its players' (everyone who sat at it); a spectator has none.
  const chat = table.players.some((p) => p.user.id === me.id) ? await loadChatAction(chouetteId) : null;
  const t = await getTranslations('chouette');
  return (
    <main id="main" className={styles.tableMain}>
      <TableView
        initial={table}
        viewerId={me.id}
        liveUrl={liveApiUrl(process.env)}
        invitation={<JoinQr locale={locale} code={table.code} label={t('invite.qr')} />}
        chat={chat?.ok ? chat.value : null}
      />
    </main>
  );
}
