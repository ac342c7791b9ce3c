// The first screen the server writes for the home page and the hall pages (issue 25, see
// packages/server/src/http/first-screen.ts and demo/src/app/first-screen.ts). This small classic script
// (`defer`: the page's policy allows our own files only, no inline code) has two jobs until the app is there.
(() => {
  // 1. The site's scripts are asked for once the screen is painted. Measured with Lighthouse's mobile
  // preset: the scripts (about 90 KB of gzip) shared the slow network with the stylesheet and the hall's
  // picture, and the first paint waited for them all (1.8 to 2.1 s); asked for after it, the page paints at
  // 0.8 to 0.9 s and is ready as soon as before.
  const me = document.currentScript;
  // 0. The first Intl objects are made in a worker while the page paints and its scripts load
  // (warm-intl.js): the locale data loads once per process, off the main thread.
  try {
    new Worker('/warm-intl.js');
  } catch {
    // No worker: the app's formatters load the data themselves.
  }

  const modules = (me?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  let isStarted = false;
  const start = () => {
    if (isStarted || modules.length === 0) return;
    isStarted = true;
    // The entry, and what it imports fetched with it, as the page's own tags would have.
    // One insertion for them all: the head changes once.
    const [entry, ...imported] = modules;
    const tags = document.createDocumentFragment();
    for (const href of imported) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  // A frame's callbacks run before its paint: the task after is after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A page opened in a background tab paints no frame: its scripts come anyway.
  setTimeout(start, 500);

  // 2. The screen's buttons (the menu, the cart's recap) do nothing by themselves: a tap on one is kept on
  // the screen (`data-tapped`, the app's button to press), and the app presses it when it takes its place.
  const screen = document.getElementById('first-screen');
  screen?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-app-button]') : null;
    if (button) screen.setAttribute('data-tapped', button.getAttribute('data-app-button') ?? '');
  });
})();
