import QRCode from 'qrcode';
import { publicLink } from '@/lib/public-url';

/** A table's join link as a QR code, drawn on the server as SVG (as the club invitation does). */
export async function JoinQr({ locale, code, label }: { locale: string; code: string; label: string }) {
  // PUBLIC_URL, never the request's (client-set) Host or X-Forwarded-Host.
  const url = publicLink(`/${locale}/chouette/join?code=${code}`);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <figure className="qr">
      <div role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        <a href={url} data-testid="join-url">
          {url}
        </a>
      </figcaption>
    </figure>
  );
}
