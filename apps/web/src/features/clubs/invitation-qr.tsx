import QRCode from 'qrcode';
import { publicLink } from '@/lib/public-url';

/** The join link of a club as a QR code, drawn on the server as SVG (no image from the network). */
export async function InvitationQr({ locale, code, label }: { locale: string; code: string; label: string }) {
  // PUBLIC_URL, never the request's (client-set) Host or X-Forwarded-Host.
  const url = publicLink(`/${locale}/clubs/join?code=${code}`);
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
