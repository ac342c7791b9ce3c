import {
  clearAcceptStep,
  configure,
  createMemoryStorage,
  loadConventionSanitizer,
  resetConfig,
  resetPaymentAlias,
  sanitizeConventionHtml,
} from '@multisalle/core';
import {
  allElements,
  fakeServer,
  fireHandlerEvents,
  handlerEvents,
  harmlessText,
  markupShape,
  outsideConventionAllowList,
  runInlineScripts,
  TEST_ID,
  TEST_TOKEN,
  testInvitation,
  textSinkFindings,
  v2Token,
  xssCorpusSuite,
} from '@multisalle/core/testing';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONVENTIONS_TAG, defineConventionsElement } from './conventions/conventions-element';
import { defineInvitationElement, INVITATION_TAG } from './invitation/invitation-element';

// The public XSS corpus of the browser tests, every vector in the elements that show a player's stored
// text or a convention's HTML, in their shadow roots. The browser keeps one vector per page
// (e2e/xss-corpus.spec.ts opens the mobile app's pages, which hold these elements).

const { vectors, watch, figures } = xssCorpusSuite('the elements', () => {
  document.body.replaceChildren();
  clearAcceptStep();
  resetPaymentAlias();
  resetConfig();
});
const events = handlerEvents(vectors);
const contentBox = '.ms-conventions__content';

// A shadow root's changes escape the observer of `waitFor`, which then looks again at each interval only.
const shortly = { interval: 5 };

/** The elements under the page's body matching `selector`, in shadow roots too. */
const inShadow = (selector: string) =>
  allElements(document.body).filter((element) => element.matches(selector));

/** A paragraph, then `text` as HTML; a harmless text in a paragraph of its own. */
const htmlWith = (text: string) => `<p>Article 1</p>${text === harmlessText ? `<p>${text}</p>` : text}`;

/** `<multisalle-invitation>` reading an invitation with `text` as the organiser's, a player's and a family member's pseudonym. */
async function mountInvitation(text: string) {
  const invitation = testInvitation({ players: [text, 'b', text] });
  invitation.famille = [{ id: 41, pseudo: text, reponse: 2 }];
  const server = fakeServer({
    'GET /api/v2/reservations/groupe/invitation': { status: 200, body: invitation },
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  defineInvitationElement();
  const element = document.createElement(INVITATION_TAG);
  element.setAttribute('reservation', TEST_ID);
  element.setAttribute('invitation', TEST_TOKEN);
  document.body.append(element);
  await waitFor(() => expect(inShadow('input[role="switch"]')).toHaveLength(1), shortly);
}

/** `<multisalle-conventions>` after a sign-in, one convention carrying `text` in its title, its box and its HTML. */
async function mountConventions(text: string) {
  const convention = {
    id: 2,
    multisalle: '/api/v2/multisalle/7',
    titre: text,
    contenu: htmlWith(text),
    validations: [{ libelle: text }],
  };
  const server = fakeServer({
    'GET /api/v2/conventions-a-valider-connexion-gp': { status: 200, body: [convention] },
  });
  configure({ fetch: server.fetch, getToken: () => 'jeton' });
  defineConventionsElement();
  const element = document.createElement(CONVENTIONS_TAG);
  element.setAttribute('trigger', 'connexion');
  document.body.append(element);
  await waitFor(() => expect(inShadow('[role="dialog"]')).toHaveLength(1), shortly);
}

interface Sink {
  mount: (text: string) => Promise<void>;
  /** The box of sanitised HTML, when the element shows some. */
  html?: string;
}

const sinks: [string, Sink][] = [
  ['<multisalle-invitation> (organiser, players, family members)', { mount: mountInvitation }],
  ['<multisalle-conventions> (title, box, HTML)', { mount: mountConventions, html: contentBox }],
];

// DOMPurify loaded first, as a page would have it by its second dialog: each mount then shows the HTML at
// once, and the vectors are read against the sanitiser's output (its own loading is the widgets' tests').
beforeAll(() => loadConventionSanitizer());

describe.each(sinks)('%s', (name, sink) => {
  let harmlessShape: string[] = [];
  beforeAll(async () => {
    await sink.mount(harmlessText);
    harmlessShape = markupShape(document.body, sink.html);
    document.body.replaceChildren();
    resetConfig();
    figures.push(name);
  });

  it.each(vectors)('shows vector $id ($title) as text and runs nothing', async (vector) => {
    await sink.mount(vector.payload);
    const boxes = sink.html ? inShadow(sink.html) : [];
    for (const box of boxes) {
      runInlineScripts(box);
      fireHandlerEvents(box, events);
    }
    const findings = textSinkFindings({
      root: document.body,
      shown: [vector.payload],
      harmlessShape,
      opaque: sink.html,
      ran: watch.ran,
    });
    expect(findings).toEqual([]);
    for (const box of boxes) {
      const expected = document.createElement('div');
      expected.innerHTML = sanitizeConventionHtml(htmlWith(vector.payload));
      expect(box.innerHTML).toBe(expected.innerHTML);
      expect(outsideConventionAllowList(box)).toEqual([]);
    }
  });
});
