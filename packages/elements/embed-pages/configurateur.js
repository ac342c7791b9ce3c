// The configurator's page script (/embed/configurateur): every change of the form restyles the live
// preview and asks the server for the snippet (/embed/code, which builds it with its loader); « Copier le
// code » puts it on the clipboard. Colours whose white text (or text on the background) would fall under
// the WCAG AA contrast of 4.5:1 get a warning, since the partner's page must stay readable.
(() => {
  const form = document.getElementById('configurateur');
  const hall = document.getElementById('cfg-salle');
  const sport = document.getElementById('cfg-sport');
  const preview = document.getElementById('cfg-apercu');
  const code = document.getElementById('cfg-code');
  const copy = document.getElementById('cfg-copier');
  const state = document.getElementById('cfg-etat');
  const contrast = document.getElementById('cfg-contraste');

  const defaults = {
    principale: '#c8102e',
    panier: '#1e7b34',
    texte: '#1a1a1a',
    fond: '#ffffff',
    police: 'systeme',
    arrondi: '6',
  };
  const fonts = {
    systeme: 'system-ui, sans-serif',
    humaniste: '"Segoe UI", "Trebuchet MS", Verdana, sans-serif',
    serif: 'Georgia, "Times New Roman", serif',
    arrondie: '"Arial Rounded MT Bold", "Helvetica Rounded", Arial, sans-serif',
  };
  const properties = {
    principale: '--multisalle-color-primary',
    panier: '--multisalle-color-in-cart',
    texte: '--multisalle-color-text',
    fond: '--multisalle-color-surface',
    police: '--multisalle-font-family',
    arrondi: '--multisalle-radius',
  };

  const fillSports = () => {
    const sports = JSON.parse(hall.selectedOptions[0]?.dataset.sports ?? '[]');
    sport.replaceChildren(
      ...sports.map((entry) => {
        const option = document.createElement('option');
        option.value = String(entry.id);
        option.textContent = entry.label;
        return option;
      }),
    );
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
      ['le texte sur le fond', values.texte, values.fond],
    ].filter(([, a, b]) => ratio(a, b) < 4.5);
    contrast.textContent = low.length
      ? `Contraste insuffisant (moins de 4,5:1) pour ${low.map(([name]) => name).join(', ')} : le planning serait difficile à lire.`
      : '';
  };

  let request = 0;
  const update = async () => {
    const data = new FormData(form);
    const values = Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)]));
    preview.setAttribute('hall', values.salle);
    if (values.sport) preview.setAttribute('sport', values.sport);
    for (const [name, property] of Object.entries(properties)) {
      const value =
        name === 'police' ? fonts[values.police] : name === 'arrondi' ? `${values.arrondi}px` : values[name];
      if (values[name] === defaults[name]) preview.style.removeProperty(property);
      else preview.style.setProperty(property, value);
    }
    checkContrast(values);
    // Only what differs from the element's own look goes into the snippet, which stays short.
    const query = new URLSearchParams({ salle: values.salle, script: values.script });
    if (values.sport) query.set('sport', values.sport);
    for (const name of Object.keys(properties)) {
      if (values[name] !== undefined && values[name] !== defaults[name]) query.set(name, values[name]);
    }
    const current = ++request;
    try {
      const response = await fetch(`/embed/code?${query}`);
      const text = await response.text();
      if (current !== request) return;
      if (!response.ok) {
        state.textContent = JSON.parse(text).detail ?? 'Le code n’a pas pu être préparé.';
        return;
      }
      code.value = text;
      state.textContent = '';
    } catch {
      if (current === request)
        state.textContent = 'Le code n’a pas pu être préparé : vérifiez votre connexion.';
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
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.value);
      state.textContent = 'Code copié : collez-le dans votre page.';
    } catch {
      // No clipboard (an old browser, a refused permission): select the text for a manual copy.
      code.focus();
      code.select();
      state.textContent = 'Le code est sélectionné : copiez-le avec Ctrl+C (ou Cmd+C).';
    }
  });

  fillSports();
  void update();
})();
