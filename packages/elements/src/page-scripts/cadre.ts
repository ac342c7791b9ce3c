// The framed planning's page script (/embed/cadre/{cle}, embed-frame.ts): tells the page that frames it the
// planning's height, each time it changes, so the frame code's optional resizer (cadre-hauteur.ts) fits the
// iframe to it. Only a height goes out, to whichever page frames it: nothing about the visitor.

import { FRAME_HEIGHT_MESSAGE } from './frame-height';

let told = 0;
function tellHeight(): void {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (window.parent === window || height === told) return;
  told = height;
  window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, hauteur: height }, '*');
}

new ResizeObserver(tellHeight).observe(document.documentElement);
