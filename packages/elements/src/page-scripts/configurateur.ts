// The configurator's page script (/embed/configurateur): every change of the form asks the server for
// the three codes (/embed/code, the loader, the plain tag and the frame, built by the same functions as every other code
// we give), then gives the live preview the very attributes of the code's <multisalle-planning> tag, so
// the preview is what the partner's page will show. The copy buttons are copier.js's. Colours whose white
// text (or text on the background) would fall under the WCAG AA contrast of 4.5:1 get a warning, since the
// partner's page must stay readable.

/** The page's element of that id, written by the server (embed-configurator.ts) before this script. */
function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`#${id} is missing from the page`);
  return element;
}

const form = byId('configurateur', HTMLFormElement);
const hall = byId('cfg-salle', HTMLSelectElement);
const sport = byId('cfg-sport', HTMLSelectElement);
const preview = byId('cfg-apercu', HTMLElement);
const codes = {
  chargeur: byId('cfg-code-chargeur', HTMLTextAreaElement),
  simple: byId('cfg-code-simple', HTMLTextAreaElement),
  cadre: byId('cfg-code-cadre', HTMLTextAreaElement),
};
const state = byId('cfg-etat', HTMLElement);
const contrast = byId('cfg-contraste', HTMLElement);

/** The fields that choose the code rather than the look: always sent. */
const choiceFields = new Set(['salle', 'sport', 'script']);

/**
 * A look field's value as the server wrote it, which is the element's own look (embed-snippet.ts
 * themeDefaults): only what differs is sent, so the code stays short. Read from the markup, not from the
 * field's current value, which the browser may have restored from an earlier visit.
 */
function defaultOf(field: Element): string | undefined {
  if (field instanceof HTMLInputElement) return field.defaultValue;
  if (field instanceof HTMLSelectElement)
    return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value;
  return undefined;
}

function fillSports(): void {
  const sports: { value: string; label: string }[] = JSON.parse(
    hall.selectedOptions[0]?.dataset.sports ?? '[]',
  );
  const all = sport.options[0];
  if (!all) return;
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
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
function ratio(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function checkContrast(values: Record<string, string>): void {
  const { principale = '', panier = '', texte = '', fond = '' } = values;
  const low = (
    [
      ['la couleur principale', principale, '#ffffff'],
      ['la couleur des créneaux au panier', panier, '#ffffff'],
      // The sport choice writes the primary colour on the background of the cards.
      ['la couleur principale sur le fond', principale, fond],
      ['le texte sur le fond', texte, fond],
    ] as const
  ).filter(([, a, b]) => ratio(a, b) < 4.5);
  contrast.textContent = low.length
    ? `Contraste insuffisant (moins de 4,5:1) pour ${low.map(([name]) => name).join(', ')}\u00a0: le planning serait difficile à lire.`
    : '';
}

// The preview takes the attributes of the code's tag (parsed in an inert template: nothing runs). Its
// own `id`, and the `style` the element writes from its colour attributes (CSSOM), stay.
const ownAttributes = new Set(['id', 'style']);
function applyToPreview(code: string): void {
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
}

async function fetchCode(query: URLSearchParams, forme: keyof typeof codes): Promise<string> {
  const response = await fetch(`/embed/code?${query}&forme=${forme}`);
  const text = await response.text();
  if (response.ok) return text;
  let detail: string | undefined;
  try {
    detail = JSON.parse(text).detail;
  } catch {
    // Not our JSON refusal (a proxy's error page): the general message below.
  }
  throw new Error(detail ?? "Les codes n'ont pas pu être préparés.");
}

let request = 0;
async function update(): Promise<void> {
  const values = Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  );
  checkContrast(values);
  const query = new URLSearchParams({
    salle: values.salle ?? '',
    sport: values.sport ?? '',
    script: values.script ?? '',
  });
  for (const field of form.elements) {
    const name = field.getAttribute('name');
    if (!name || choiceFields.has(name)) continue;
    const value = values[name];
    if (value !== undefined && value !== defaultOf(field)) query.set(name, value);
  }
  const current = ++request;
  try {
    const [loader, plain, frame] = await Promise.all([
      fetchCode(query, 'chargeur'),
      fetchCode(query, 'simple'),
      fetchCode(query, 'cadre'),
    ]);
    if (current !== request) return;
    codes.chargeur.value = loader;
    codes.simple.value = plain;
    codes.cadre.value = frame;
    applyToPreview(plain);
    state.textContent = '';
  } catch (error) {
    if (current !== request) return;
    state.textContent =
      error instanceof TypeError
        ? "Les codes n'ont pas pu être préparés\u00a0: vérifiez votre connexion."
        : error instanceof Error
          ? error.message
          : String(error);
  }
}

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
