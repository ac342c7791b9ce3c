// The configurator's page script (/embed/configurateur): every change of the form asks the server for
// both codes (/embed/code, the loader and the plain tag, built by the same functions as every other code
// we give), then gives the live preview the very attributes of the code's <multisalle-planning> tag, so
// the preview is what the partner's page will show. The copy buttons are copier.js's. Colours whose white
// text (or text on the background) would fall under the WCAG AA contrast of 4.5:1 get a warning, since the
// partner's page must stay readable.
(() => {
  const form = document.getElementById('configurateur');
  const hall = document.getElementById('cfg-salle');
  const sport = document.getElementById('cfg-sport');
  const preview = document.getElementById('cfg-apercu');
  const codes = {
    chargeur: document.getElementById('cfg-code-chargeur'),
    simple: document.getElementById('cfg-code-simple'),
  };
  const state = document.getElementById('cfg-etat');
  const contrast = document.getElementById('cfg-contraste');

  // The element's own look (embed-snippet.ts themeDefaults): only what differs is sent, the code stays short.
  const defaults = {
    principale: '#c8102e',
    panier: '#1e7b34',
    texte: '#1a1a1a',
    fond: '#ffffff',
    police: 'systeme',
    arrondi: '6',
  };

  const fillSports = () => {
    const sports = JSON.parse(hall.selectedOptions[0]?.dataset.sports ?? '[]');
    const all = sport.options[0];
    sport.replaceChildren(
      all,
      ...sports.map((entry) => {
        const option = document.createElement('option');
        option.value = entry.value;
        option.textContent = entry.label;
        return option;
      }),
    );
    sport.value = all.value;
  };

  // WCAG relative luminance and contrast ratio of two #rrggbb colours.
  const luminance = (hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  const checkContrast = (values) => {
    const low = [
      ['la couleur principale', values.principale, '#ffffff'],
      ['la couleur des créneaux au panier', values.panier, '#ffffff'],
      // The sport choice writes the primary colour on the background of the cards.
      ['la couleur principale sur le fond', values.principale, values.fond],
      ['le texte sur le fond', values.texte, values.fond],
    ].filter(([, a, b]) => ratio(a, b) < 4.5);
    contrast.textContent = low.length
      ? `Contraste insuffisant (moins de 4,5:1) pour ${low.map(([name]) => name).join(', ')}\u00a0: le planning serait difficile à lire.`
      : '';
  };

  // The preview takes the attributes of the code's tag (parsed in an inert template: nothing runs). Its
  // own `id`, and the `style` the element writes from its colour attributes (CSSOM), stay.
  const ownAttributes = new Set(['id', 'style']);
  const applyToPreview = (code) => {
    const template = document.createElement('template');
    template.innerHTML = code;
    const tag = template.content.querySelector('multisalle-planning');
    if (!tag) return;
    for (const { name } of [...preview.attributes]) {
      if (!ownAttributes.has(name) && !tag.hasAttribute(name)) preview.removeAttribute(name);
    }
    for (const { name, value } of [...tag.attributes]) {
      if (preview.getAttribute(name) !== value) preview.setAttribute(name, value);
    }
  };

  const fetchCode = async (query, forme) => {
    const response = await fetch(`/embed/code?${query}&forme=${forme}`);
    const text = await response.text();
    if (response.ok) return text;
    let detail;
    try {
      detail = JSON.parse(text).detail;
    } catch {
      // Not our JSON refusal (a proxy's error page): the general message below.
    }
    throw new Error(detail ?? 'Les codes n’ont pas pu être préparés.');
  };

  let request = 0;
  const update = async () => {
    const data = new FormData(form);
    const values = Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)]));
    checkContrast(values);
    const query = new URLSearchParams({ salle: values.salle, sport: values.sport, script: values.script });
    for (const name of Object.keys(defaults)) {
      if (values[name] !== undefined && values[name] !== defaults[name]) query.set(name, values[name]);
    }
    const current = ++request;
    try {
      const [loader, plain] = await Promise.all([fetchCode(query, 'chargeur'), fetchCode(query, 'simple')]);
      if (current !== request) return;
      codes.chargeur.value = loader;
      codes.simple.value = plain;
      applyToPreview(plain);
      state.textContent = '';
    } catch (error) {
      if (current !== request) return;
      state.textContent =
        error instanceof TypeError
          ? 'Les codes n’ont pas pu être préparés\u00a0: vérifiez votre connexion.'
          : error.message;
    }
  };

  hall.addEventListener('change', () => {
    fillSports();
    void update();
  });
  form.addEventListener('input', (event) => {
    if (event.target !== hall) void update();
  });
  form.addEventListener('submit', (event) => event.preventDefault());

  fillSports();
  void update();
})();
