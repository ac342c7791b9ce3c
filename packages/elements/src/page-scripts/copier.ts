// The partners' pages' copy buttons (/embed/, /embed/configurateur, /embed/snippets.html): a button
// `data-copier="id"` puts the code of element `id` (a <pre> or a <textarea>) on the clipboard and says so
// in its status `data-copier-etat="id"`. Without the clipboard (an old browser, a refused permission, a
// page not served over HTTPS) the code is selected instead, for Ctrl+C.

function say(id: string, text: string): void {
  const state = document.querySelector(`[data-copier-etat="${id}"]`);
  if (!state) return;
  // Emptied first: the same message again is announced again.
  state.textContent = '';
  setTimeout(() => {
    state.textContent = text;
  }, 50);
}

function select(target: HTMLElement): void {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
    target.focus();
    target.select();
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(target);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copier]') : null;
  if (!button) return;
  const id = button.getAttribute('data-copier') ?? '';
  const target = document.getElementById(id);
  if (!target) return;
  const code =
    target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement
      ? target.value
      : (target.textContent ?? '');
  try {
    await navigator.clipboard.writeText(code);
    say(id, 'Code copié\u00a0: collez-le dans votre page.');
  } catch {
    select(target);
    say(id, 'Le code est sélectionné\u00a0: copiez-le avec Ctrl+C (ou Cmd+C sur Mac).');
  }
});
