import type { CardForm } from './card-form';

/** The `source` of every message the sandbox's form posts to its parent. */
export const SANDBOX_MESSAGE_SOURCE = 'multisalle-sandbox';

/** The iframe's accessible name. */
export const SANDBOX_FRAME_TITLE = 'Formulaire de carte bancaire sécurisé';

interface SandboxMessage {
  source?: unknown;
  type?: unknown;
  'kr-answer'?: unknown;
  'kr-hash'?: unknown;
  height?: unknown;
}

/**
 * The colours the form takes, as its frame cannot tell them (its `prefers-color-scheme` is the phone's, whatever
 * its page): `auto`, the phone's setting, on a page that follows it (`color-scheme: light dark`, as the app's
 * pages); else `sombre` when the box it is drawn in is dark (a partner's dark theme: the first background
 * painted at least half opaque from `container` up, through shadow roots); else none, light.
 */
function formColours(container: Element): string | undefined {
  const scheme = getComputedStyle(container).colorScheme ?? '';
  if (scheme.includes('light') && scheme.includes('dark')) return 'auto';
  for (let at: Element | null = container; at; ) {
    const colour = getComputedStyle(at).backgroundColor;
    const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    if (/\d/.test(colour) && alpha > 0.5)
      return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'sombre' : undefined;
    at = at.parentElement ?? ((at.getRootNode() as Partial<ShadowRoot>).host || null);
  }
  return undefined;
}

/**
 * The local sandbox provider's form: an iframe of `{clientEndpoint}/formulaire` that posts
 * `{ source: 'multisalle-sandbox', type: 'ready' | 'answer' | 'resize' | 'submit' }` to its parent.
 * Messages are taken only from that iframe's window and the endpoint's origin; anything else is ignored.
 *
 * @example sandboxCardForm.mount(container, setup, { onAnswer })
 */
export const sandboxCardForm: CardForm = {
  mount(container, { formToken, publicKey, clientEndpoint }, callbacks) {
    const endpoint = new URL(clientEndpoint, globalThis.location.href);
    const src = new URL(`${endpoint.href.replace(/\/$/, '')}/formulaire`);
    const query = new URLSearchParams({ formToken, publicKey, origin: globalThis.location.origin });
    const colours = formColours(container);
    if (colours) query.set('couleurs', colours);
    src.search = query.toString();
    const frame = document.createElement('iframe');
    frame.src = src.href;
    frame.title = SANDBOX_FRAME_TITLE;
    frame.className = 'ms-card-form__frame';
    frame.setAttribute('allow', 'payment');
    // In the modal's Tab cycle (its focusable selector counts [tabindex], not iframes).
    frame.tabIndex = 0;
    let isAnswered = false;

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== endpoint.origin || event.source !== frame.contentWindow) return;
      const data = (
        typeof event.data === 'object' && event.data !== null ? event.data : {}
      ) as SandboxMessage;
      if (data.source !== SANDBOX_MESSAGE_SOURCE) return;
      if (data.type === 'ready') callbacks.onReady?.();
      else if (data.type === 'submit') callbacks.onSubmit?.();
      else if (data.type === 'resize' && typeof data.height === 'number' && data.height > 0) {
        frame.style.height = `${Math.ceil(data.height)}px`;
      } else if (data.type === 'answer') {
        const rawAnswer = data['kr-answer'];
        const hash = data['kr-hash'];
        // One answer per form token: a second message is a replay and goes nowhere.
        if (isAnswered || typeof rawAnswer !== 'string' || typeof hash !== 'string') return;
        isAnswered = true;
        callbacks.onAnswer({ rawAnswer, hash });
      }
    };
    // A page whose CSP refuses the form's origin (`frame-src`) shows the browser's own grey box and fires
    // no `error` on the frame: the violation, reported on the document, is how we learn it.
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const isFrameDirective = /^(frame|child|default)-src/.test(event.effectiveDirective);
      if (isFrameDirective && event.blockedURI.startsWith(endpoint.origin))
        callbacks.onError?.(new Error("card form blocked by the page's CSP"));
    };
    globalThis.addEventListener('message', onMessage);
    document.addEventListener('securitypolicyviolation', onViolation);
    frame.addEventListener('error', () => callbacks.onError?.(new Error('card form not loaded')));
    container.append(frame);
    return () => {
      globalThis.removeEventListener('message', onMessage);
      document.removeEventListener('securitypolicyviolation', onViolation);
      frame.remove();
    };
  },
};
