// The first screen the server writes for the home page and the hall pages (issue 25, see
// packages/server/src/http/first-screen.ts and demo/src/app/first-screen.ts). This small classic script
// (`defer`: the page's policy allows our own files only, no inline code) prepares the app's start and
// stands in for it until it is there.
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
  const TAGS_PER_TASK = 4;
  const start = () => {
    if (isStarted || modules.length === 0) return;
    isStarted = true;
    // The entry, and what it imports fetched with it, as the page's own tags would have. Each tag starts a
    // request, about 1 to 2 ms of the main thread here: a few tags per task, the entry first, so no task
    // is long (17 tags in one task took 20 to 36 ms in CPU profiles of the hall page, issue 25).
    const [entry, ...imported] = modules;
    const moduleScript = (src) =>
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src });
    const modulePreload = (href) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href });
    document.head.append(moduleScript(entry));
    for (let first = 0; first < imported.length; first += TAGS_PER_TASK) {
      const hrefs = imported.slice(first, first + TAGS_PER_TASK);
      setTimeout(() => document.head.append(...hrefs.map(modulePreload)), 0);
    }
    // 2. The first read of each browser store is a synchronous call to the browser: 13 to 70 ms each on
    // this project's machines while the page loads (CPU profiles of the hall page, issue 25), and the app
    // made all three inside its longest task (the session's token in localStorage, React Router's view
    // transitions in sessionStorage, the webview's cookie). Read here while the scripts download, each in
    // a task of its own: the browser keeps the stores' contents in the page, so the app's reads are quick.
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
  };
  // A frame's callbacks run before its paint: the task after is after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A page opened in a background tab paints no frame: its scripts come anyway.
  setTimeout(start, 500);

  // 3. The screen's buttons (the menu, the cart's recap) do nothing by themselves: a tap on one is kept on
  // the screen (`data-tapped`, the app's button to press), and the app presses it when it takes its place.
  const screen = document.getElementById('first-screen');
  screen?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-app-button]') : null;
    if (button) screen.setAttribute('data-tapped', button.getAttribute('data-app-button') ?? '');
  });
})();
