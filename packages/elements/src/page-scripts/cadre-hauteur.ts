// The frame code's optional resizer (/embed/cadre-hauteur.js, loaded by the partner's page beside the iframe
// of /embed/cadre/{cle}): fits each frame of our planning to the height its page tells (cadre.ts). Only a
// message from this script's own origin, sent by a frame of this page, is heeded; a page that strips scripts
// simply keeps the frame's own height.

import { FRAME_HEIGHT_BOUNDS, FRAME_HEIGHT_MESSAGE } from './frame-height';

const script = document.currentScript;
const ourOrigin = new URL(script instanceof HTMLScriptElement ? script.src : location.href).origin;

addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (event.origin !== ourOrigin || typeof data !== 'object' || data === null) return;
  const { type, hauteur } = data as { type?: unknown; hauteur?: unknown };
  if (type !== FRAME_HEIGHT_MESSAGE || typeof hauteur !== 'number' || !Number.isFinite(hauteur)) return;
  const height = Math.min(Math.max(Math.round(hauteur), FRAME_HEIGHT_BOUNDS.min), FRAME_HEIGHT_BOUNDS.max);
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
  }
});
