import type { MetadataRoute } from 'next';

/**
 * The web app manifest (issue #17, "Installable"): served as /manifest.webmanifest. It opens on the play page
 * (public/sw.js keeps it, and the rules, working offline); the icons are drawn by tools/make-icons.mjs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Gamão Clube',
    short_name: 'Gamão',
    description: 'Gamão no navegador: jogue contra o computador, em clubes, torneios e chouette.',
    id: '/',
    start_url: '/pt-BR/play',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'pt-BR',
    background_color: '#f6f3ec',
    theme_color: '#14532d',
    categories: ['games'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
