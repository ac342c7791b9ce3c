// The card form's script and styles, served as their own files: the site's policy (script-src 'self') and
// the page's own (style-src 'self') allow no inline script or style.

/**
 * The browser side of the card form: posts the fields to the sandbox, shows French field errors (aria-invalid,
 * focus on the first bad field), and sends the signed answer to the parent page with `postMessage`, only to
 * the origin the page was opened for.
 */
export const FORM_SCRIPT = `(() => {
  'use strict';
  const SOURCE = 'multisalle-sandbox';
  const FIELDS = ['numero', 'expiration', 'cvv'];
  const form = document.getElementById('carte');
  const origin = form ? form.dataset.origin : '';
  const post = (message) => {
    if (window.parent !== window && origin) window.parent.postMessage(Object.assign({ source: SOURCE }, message), origin);
  };
  const resize = () => post({ type: 'resize', height: document.documentElement.scrollHeight });
  if (!form) return;
  const formError = document.getElementById('erreur-formulaire');
  const status = document.getElementById('statut');
  const button = form.querySelector('button[type="submit"]');
  const input = (name) => form.elements.namedItem(name);

  const setFieldError = (name, message) => {
    document.getElementById(name + '-erreur').textContent = message || '';
    if (message) input(name).setAttribute('aria-invalid', 'true');
    else input(name).removeAttribute('aria-invalid');
  };
  const clearErrors = () => {
    FIELDS.forEach((name) => setFieldError(name, ''));
    formError.textContent = '';
  };

  // Typing help only: the sandbox checks the fields again.
  input('numero').addEventListener('blur', () => {
    const digits = input('numero').value.replace(/\\D/g, '');
    if (digits) input('numero').value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  input('expiration').addEventListener('input', (event) => {
    const field = input('expiration');
    if (event.inputType !== 'insertText') return;
    if (/^\\d{2}$/.test(field.value)) field.value += '/';
    // Whoever types the slash too (« 12/27 », as the label shows) gets one slash, not « 12//27 ».
    else if (/^\\d{2}\\/\\/$/.test(field.value)) field.value = field.value.slice(0, -1);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors();
    status.textContent = '';
    button.disabled = true;
    const fields = Object.fromEntries(new FormData(form));
    let response;
    let body = {};
    try {
      response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.assign(fields, { enregistrer: fields.enregistrer === 'on' })),
      });
      body = await response.json();
    } catch (error) {
      formError.textContent = 'Le service de paiement ne répond pas, veuillez réessayer.';
      button.disabled = false;
      resize();
      return;
    }
    if (response.ok && body['kr-answer']) {
      const isPaid = body.orderStatus === 'PAID';
      const isRegister = form.dataset.action === 'REGISTER';
      status.textContent = isPaid ? (isRegister ? 'Carte enregistrée.' : 'Paiement accepté.') : 'Carte refusée par la banque.';
      // A paid form is closed; a refused one may be tried again with another card.
      button.disabled = isPaid;
      if (isPaid) FIELDS.forEach((name) => { input(name).readOnly = true; });
      post({ type: 'answer', 'kr-answer': body['kr-answer'], 'kr-hash': body['kr-hash'] });
    } else if (Array.isArray(body.erreurs) && body.erreurs.length > 0) {
      body.erreurs.forEach((error) => setFieldError(error.champ, error.message));
      input(body.erreurs[0].champ).focus();
      button.disabled = false;
    } else {
      formError.textContent = body.message || 'Une erreur est survenue, veuillez réessayer.';
      button.disabled = false;
      input('numero').focus();
    }
    resize();
  });

  post({ type: 'ready' });
  resize();
})();
`;

/** The card form's styles; readable contrast (WCAG AA), visible focus, errors in text and not only colour. */
export const FORM_STYLES = `*{box-sizing:border-box}
:root{color-scheme:light}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.15rem;margin:0 0 1rem}
h2{font-size:.95rem;margin:0 0 .25rem}
.champ{margin-bottom:.9rem}
label{display:block;font-weight:600;margin-bottom:.3rem}
.aide{margin:0 0 .3rem;font-size:.85rem;color:#4a4a4a}
input[type=text]{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #6b6b6b;border-radius:.4rem}
input:focus-visible,button:focus-visible{outline:3px solid #1f3a93;outline-offset:2px}
input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.erreur{color:#b00020;font-size:.9rem;margin:.3rem 0 0}
/* Empty alert and status regions stay in the accessibility tree, so what is written into them is announced. */
.erreur:empty,.statut:empty{margin:0}
.statut{font-weight:600;color:#1b5e20}
.case{display:flex;gap:.5rem;align-items:center;margin-bottom:.9rem}
.case label{display:inline;font-weight:400;margin:0}
button{width:100%;padding:.75rem;font-size:1rem;font-weight:700;color:#fff;background:#1f3a93;border:0;border-radius:.4rem;cursor:pointer;margin-top:.5rem}
button:disabled{background:#5c6b99;cursor:not-allowed}
.mode-test{margin-top:1.25rem;padding:.6rem .8rem;font-size:.85rem;background:#fff8e1;border:1px dashed #8a6d00;border-radius:.4rem}
.mode-test p{margin:0 0 .25rem}
.mode-test ul{margin:0;padding-left:1.1rem}
.numero{font-family:ui-monospace,monospace;white-space:nowrap}
`;

/**
 * The card form's dark colours, after {@link FORM_STYLES}, when its panel asks for them (form-page.ts,
 * `FormColours`): always on a dark partner page, under `prefers-color-scheme: dark` on a page that follows
 * the phone (the app's). Every text 4.5:1 on its background, every control's border and the focus ring 3:1.
 */
export const FORM_DARK_STYLES = `:root{color-scheme:dark}
body{color:#e8ecf4;background:#1b2230}
.aide{color:#aab4c6}
input[type=text]{border-color:#8a93a6}
input:focus-visible,button:focus-visible{outline-color:#e8ecf4}
input[aria-invalid=true]{border-color:#ffb4ab}
.erreur{color:#ffb4ab}
.statut{color:#8fd694}
button{color:#121418;background:#9db4ff}
button:disabled{color:#e8ecf4;background:#4a5470}
.mode-test{background:#2a2112;border-color:#c9a227}
`;
