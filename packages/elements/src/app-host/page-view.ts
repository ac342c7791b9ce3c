import type { AppPageName } from '@multisalle/core/app-contract';
import { appHostTexts, pageElements } from './texts';

/** The states the page shows around its element. */
export type AppPageState =
  | { kind: 'loading' }
  | { kind: 'shown' }
  | { kind: 'session-required'; message: string }
  | { kind: 'session-expired' };

/** What the host changes on the page. */
export interface AppPageView {
  /** Shows a state: the element alone, or a French message in its place. */
  show(state: AppPageState): void;
  /** Shows or empties the « hors ligne » banner (call it once the body is there: it puts the banner in). */
  setOffline(isOffline: boolean): void;
}

/** The ids of the page's parts (appPageHtml writes the state's node so « Chargement… » shows at first paint). */
export const pageIds = { state: 'multisalle-app-etat', offline: 'multisalle-app-hors-ligne' } as const;

function stateNode(document: Document, flowElement: () => HTMLElement | null): HTMLElement {
  const existing = document.getElementById(pageIds.state);
  if (existing) return existing;
  const node = document.createElement('div');
  node.id = pageIds.state;
  node.className = 'app-etat';
  node.setAttribute('role', 'status');
  const flow = flowElement();
  if (flow) flow.before(node);
  else document.body.append(node);
  return node;
}

/**
 * The page around the element: a loading state until the player is known, a French message in the
 * element's place when the app must sign the player in (again) with « Réessayer » after a refused token,
 * and the « hors ligne » banner. The element stays hidden unless shown, so it never shows an empty cart
 * or « no card » to a player it does not know.
 *
 * @example const view = appPageView(document, 'panier', () => host.retry()); view.show({ kind: 'loading' });
 */
export function appPageView(document: Document, page: AppPageName, onRetry: () => void): AppPageView {
  const flowElement = () => document.querySelector<HTMLElement>(pageElements[page]);
  return {
    show(state) {
      const node = stateNode(document, flowElement);
      const flow = flowElement();
      if (flow) flow.hidden = state.kind !== 'shown';
      node.hidden = state.kind === 'shown';
      node.dataset.state = state.kind;
      if (state.kind === 'shown') {
        node.replaceChildren();
        return;
      }
      const text = document.createElement('p');
      text.className = 'app-etat__texte';
      if (state.kind === 'loading') {
        const wheel = document.createElement('span');
        wheel.className = 'app-etat__roue';
        wheel.setAttribute('aria-hidden', 'true');
        text.textContent = appHostTexts.loading;
        node.replaceChildren(wheel, text);
      } else if (state.kind === 'session-required') {
        text.textContent = state.message;
        node.replaceChildren(text);
      } else {
        text.textContent = appHostTexts.sessionExpired;
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.className = 'app-etat__bouton';
        retry.textContent = appHostTexts.retry;
        retry.addEventListener('click', onRetry);
        node.replaceChildren(text, retry);
      }
    },
    setOffline(isOffline) {
      let banner = document.getElementById(pageIds.offline);
      if (!banner) {
        // A live region in the page from the start, empty while online: a screen reader announces the
        // text when it comes (a region inserted with its text already in is often not announced).
        banner = document.createElement('p');
        banner.id = pageIds.offline;
        banner.className = 'app-hors-ligne';
        banner.setAttribute('role', 'status');
        document.body.prepend(banner);
      }
      banner.textContent = isOffline ? appHostTexts.offline : '';
    },
  };
}
