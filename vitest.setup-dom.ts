import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` waits 5 s, not Testing Library's 1 s: on a loaded 2-core CI machine a page's lazy chunks, its
// calls and a task after its first paint took longer than a second in a row (OpenGamesSection.test.tsx
// failed so, 2026-11-27). A query that finds its element returns as soon as it is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Tests reset the app-webview cookie between cases.
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
