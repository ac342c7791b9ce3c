// Entry of /embed/pages/app-host.js (built by build-embed.ts): the page's handshake with the app, started in
// the page's <head>, and `window.MultisalleAppHost`, whose `tell` the pages' own scripts call
// (src/page-scripts/app-*.ts).
import { type AppHostWindow, startAppHost } from './app-host';

const scope = window as AppHostWindow;
scope.MultisalleAppHost ??= startAppHost({ window: scope });
