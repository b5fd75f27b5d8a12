import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { publicUrl } from '@/lib/public-url';
import { friendLink } from './invite-view';
import { WaitForFriend } from './wait-for-friend';

/**
 * The host's side of a link: the address to send and its QR code (drawn on the server as SVG, from the
 * configured PUBLIC_URL, never the request's Host), and a wait that takes the host to the board once the
 * friend has taken it.
 */
export async function FriendLinkShare({
  locale,
  token,
  open,
}: {
  locale: string;
  token: string;
  open: boolean;
}) {
  const t = await getTranslations('friend');
  const url = friendLink(publicUrl(), locale, token);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <section className="card" aria-labelledby="friend-share-title">
      <h2 id="friend-share-title">{t('shareHeading')}</h2>
      <p className="muted">{t('shareHelp')}</p>
      <figure className="qr">
        <div role="img" aria-label={t('qrLabel')} dangerouslySetInnerHTML={{ __html: svg }} />
        <figcaption>
          <code data-testid="friend-url">{url}</code>
        </figcaption>
      </figure>
      {open ? <WaitForFriend /> : <p>{t('closed')}</p>}
    </section>
  );
}
