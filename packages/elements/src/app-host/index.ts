// The mobile app's handshake, shared by the five app pages (/app/…): app-host.ts.
export {
  type AppHost,
  type AppHostOptions,
  type AppHostWindow,
  ELEMENTS_SCRIPT,
  startAppHost,
} from './app-host';
export { appHostTexts, pagesNeedingPlayer } from './texts';
export { TOKEN_SESSION_KEY } from './token';
