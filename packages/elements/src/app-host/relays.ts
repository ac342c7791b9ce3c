import type { AppMessage } from '@multisalle/core/app-contract';

/** What {@link relayMessages} needs from the host. */
export interface RelayOptions {
  /** A token the app posted (`multisalle:token`). */
  onToken(token: string): void;
  /** Tells the app. */
  tell(message: AppMessage): void;
  /** The page's name, for the messages that carry it. */
  page(): string;
  /** Whether an error toast is not to be told (the session expired: the app heard that already). */
  isQuiet(message: string): boolean;
  /** Whether a server code asks for a step the page opens itself (then it is no error for the app). */
  isHandled?(code: string): boolean;
  /** Core's texts of a call that got no answer (network down, timeout). */
  networkMessages: readonly string[];
  /** The network came back after a call failed for its absence: the page loads again what failed. */
  onBackOnline(): void;
  /** The network went away or came back. */
  onConnection(isOnline: boolean): void;
}

/** The token of a `multisalle:token` message: an object, or its JSON text (React Native posts strings). */
function tokenOf(data: unknown): string | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const message = value as { type?: unknown; token?: unknown } | null;
  return message?.type === 'multisalle:token' && typeof message.token === 'string' && message.token !== ''
    ? message.token
    : undefined;
}

/** The address of a link that opens a new window, first on the click's path (shadow roots included). */
function newWindowLink(event: Event): string | undefined {
  for (const node of event.composedPath()) {
    const link = node as Partial<HTMLAnchorElement> & { localName?: string };
    if ((link.localName === 'a' || link.localName === 'area') && link.target === '_blank' && link.href)
      return link.href;
  }
  return undefined;
}

/**
 * The page's listeners that speak with the app: the token messages (on the window, and on the document
 * where React Native's Android webview dispatches them), the elements' error toasts told as
 * `multisalle:error` (`hors-ligne` or `reseau` when no answer came), the network's comings and goings
 * (`multisalle:connection`), and links that leave the flow (`target=_blank`, inside shadow roots too)
 * told as `multisalle:open-url` instead of opening inside the webview. Returns the function that stops them.
 *
 * @example const stop = relayMessages(window, { onToken, tell, page: () => 'panier', ... });
 */
export function relayMessages(scope: Window, options: RelayOptions): () => void {
  const { document } = scope;
  let hasFailedOffline = false;

  const onMessage = (event: Event) => {
    const { source, data } = event as MessageEvent;
    // The app only: this window (an injected script), the frame or window that opened the page, or a
    // MessageEvent made by the page's own scripts (source null: React Native's webview.postMessage).
    const isHost = source === null || source === scope || source === scope.parent || source === scope.opener;
    const token = isHost ? tokenOf(data) : undefined;
    if (token) options.onToken(token);
  };

  const onToast = (event: Event) => {
    const detail = (event as CustomEvent<{ kind?: string; message?: string; code?: string }>).detail;
    if (detail?.kind !== 'error' || !detail.message || options.isQuiet(detail.message)) return;
    const isOffline = scope.navigator.onLine === false;
    const isUnanswered = options.networkMessages.includes(detail.message);
    if (isUnanswered && isOffline) hasFailedOffline = true;
    const code = isUnanswered ? (isOffline ? 'hors-ligne' : 'reseau') : detail.code;
    // An error with no code and an answer (a field's check) is the player's to correct on the page.
    if (code && options.isHandled?.(code)) return;
    if (code) options.tell({ type: 'multisalle:error', page: options.page(), code, message: detail.message });
  };

  const onOffline = () => {
    options.onConnection(false);
    options.tell({ type: 'multisalle:connection', online: false });
  };
  const onOnline = () => {
    options.onConnection(true);
    options.tell({ type: 'multisalle:connection', online: true });
    if (hasFailedOffline) {
      hasFailedOffline = false;
      options.onBackOnline();
    }
  };

  const onClick = (event: Event) => {
    const url = newWindowLink(event);
    if (!url) return;
    event.preventDefault();
    options.tell({ type: 'multisalle:open-url', url });
  };

  scope.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  document.addEventListener('multisalle:toast', onToast);
  scope.addEventListener('offline', onOffline);
  scope.addEventListener('online', onOnline);
  // Capture: the page decides before any handler inside the element could open the link itself.
  document.addEventListener('click', onClick, true);
  return () => {
    scope.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    document.removeEventListener('multisalle:toast', onToast);
    scope.removeEventListener('offline', onOffline);
    scope.removeEventListener('online', onOnline);
    document.removeEventListener('click', onClick, true);
  };
}
