// The loader of a page whose first screen the server wrote (the home page, the hall pages: see
// render.tsx and packages/server/src/pages/first-screen.ts). Built by Vite as an entry of its own, with no
// import (an import shared with the app would make both load a common chunk), and written by the server
// at the end of the body in place of the app's module tags, with them in `data-modules`: the page's policy
// allows our own files only, no inline code. It prepares the app's start and stands in for it until it is
// there (demo/src/app/first-screen.ts takes over).

/** The attribute the server lists the app's modules in, entry first (also how warm-intl.ts finds us). */
const MODULES_ATTRIBUTE = 'data-modules';
const TAGS_PER_TASK = 4;

// 0. The first Intl objects are made in a worker while the page paints and its scripts load: the locale
// data loads once per process, off the main thread. Vite builds the worker into a file of its own; the
// app's `?worker&url` import of it would be a module shared with the app, so a chunk of its own to load.
try {
  new Worker(new URL('../app/warm-intl-worker.ts', import.meta.url));
} catch {
  // No worker: the app's formatters load the data themselves.
}

// 1. The site's scripts are asked for once the screen is painted. Measured with Lighthouse's mobile
// preset: the scripts (about 90 KB of gzip) shared the slow network with the stylesheet and the hall's
// picture, and the first paint waited for them all (1.8 to 2.1 s); asked for after it, the page paints at
// 0.8 to 0.9 s and is ready as soon as before.
const modules = (
  document.querySelector(`script[${MODULES_ATTRIBUTE}]`)?.getAttribute(MODULES_ATTRIBUTE) ?? ''
)
  .split(' ')
  .filter(Boolean);
let isStarted = false;

function start(): void {
  const [entry, ...imported] = modules;
  if (isStarted || !entry) return;
  isStarted = true;
  // The entry, and what it imports fetched with it, as the page's own tags would have. Each tag starts a
  // request, about 1 to 2 ms of the main thread here: a few tags per task, the entry first, so no task
  // is long (17 tags in one task took 20 to 36 ms in CPU profiles of the hall page).
  const moduleScript = (src: string) =>
    Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src });
  const modulePreload = (href: string) =>
    Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href });
  document.head.append(moduleScript(entry));
  for (let first = 0; first < imported.length; first += TAGS_PER_TASK) {
    const hrefs = imported.slice(first, first + TAGS_PER_TASK);
    setTimeout(() => document.head.append(...hrefs.map(modulePreload)), 0);
  }
  // 2. The first read of each browser store is a synchronous call to the browser: 13 to 70 ms each on
  // this project's machines while the page loads (CPU profiles of the hall page), and the app made all
  // three inside its longest task (the session's token in localStorage, React Router's view transitions
  // in sessionStorage, the webview's cookie). Read here while the scripts download, each in a task of its
  // own: the browser keeps the stores' contents in the page, so the app's reads are quick.
  for (const read of [
    () => localStorage.getItem('token'),
    () => sessionStorage.getItem('token'),
    () => document.cookie,
  ]) {
    setTimeout(() => {
      try {
        read();
      } catch {
        // A store the browser refuses (privacy settings): the app copes with it as it would have.
      }
    }, 0);
  }
}
// A frame's callbacks run before its paint: the task after is after it.
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab paints no frame: its scripts come anyway.
setTimeout(start, 500);

// 3. The screen's buttons (the menu, the cart's recap, a card's other sports) do nothing by themselves: a
// tap on one is kept on the screen as the selector of the app's button to press (`data-tapped`), and the
// app presses it when it takes the screen's place. The screen and the app are drawn by the same
// components: the button's classes, inside the nearest part that names itself (an id, or the heading
// that labels it: a hall's card), find the same button in the app.
const screen = document.getElementById('first-screen');
screen?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  const part = button.parentElement?.closest('[id]:not(#first-screen), [aria-labelledby]');
  const labelledBy = part?.getAttribute('aria-labelledby');
  const within = !part
    ? ''
    : part.id
      ? `#${CSS.escape(part.id)} `
      : `[aria-labelledby="${CSS.escape(labelledBy ?? '')}"] `;
  screen.setAttribute(
    'data-tapped',
    `${within}button${[...button.classList].map((name) => `.${CSS.escape(name)}`).join('')}`,
  );
});

// 4. A hall card's links store the chosen hall as the app does (`data-remember`: key and value, written by
// the same component), then navigate on their own: a click before the app is there keeps the choice.
screen?.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-remember]') : null;
  if (!link) return;
  try {
    const entries = JSON.parse(link.getAttribute('data-remember') ?? '{}') as Record<string, string>;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, String(value));
  } catch {
    // Storage refused, or an attribute we did not write: the hall page works without the choice.
  }
});
