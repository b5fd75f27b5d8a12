import { headers } from 'next/headers';
import QRCode from 'qrcode';

/** The join link of a club as a QR code, drawn on the server as SVG (no image from the network). */
export async function InvitationQr({ locale, code, label }: { locale: string; code: string; label: string }) {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto = h.get('x-forwarded-proto') ?? 'http';
  const url = `${proto}://${host}/${locale}/clubs/join?code=${code}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <figure className="qr">
      <div role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        <a href={url}>{url}</a>
      </figcaption>
    </figure>
  );
}
