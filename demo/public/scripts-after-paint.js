// The site's scripts, asked for once the first screen the server wrote is painted (issue 25; the server
// puts this file in place of the page's module scripts when it writes a first screen, see
// packages/server/src/http/first-screen.ts). Measured with Lighthouse's mobile preset: the scripts
// (about 90 KB of gzip) shared the slow network with the stylesheet and the hall's picture, and the first
// paint waited for them all (1.8 to 2.1 s); asked for after it, the page paints at 0.8 to 0.9 s and is ready
// as soon as before. A classic script (`defer`): the page's policy allows our own files only, no inline code.
(() => {
  const me = document.currentScript;
  const modules = (me?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  let isStarted = false;
  const start = () => {
    if (isStarted || modules.length === 0) return;
    isStarted = true;
    // The entry first, then what it imports, fetched together as the page's own tags would have.
    const [entry, ...imported] = modules;
    for (const href of imported) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A frame's callbacks run before its paint: the task after is after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A page opened in a background tab paints no frame: its scripts come anyway.
  setTimeout(start, 500);
})();
