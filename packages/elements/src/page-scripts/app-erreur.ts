// The bare page of an /app/… address that leads to no page or to no open hall (the server's
// app-error-page.ts): it tells the app at once, through the same `tell` as every app page (app-host.js):
// React Native's bridge, iOS's or Android's, else the parent frame, else the opener. The message comes from
// the page's JSON data block.
import type { AppMessage } from '@multisalle/core/app-contract';
import { type AppWindow, createTell } from '../app-host/tell';

const data = document.getElementById('multisalle-erreur');
if (data?.textContent) createTell(window as AppWindow)(JSON.parse(data.textContent) as AppMessage);
