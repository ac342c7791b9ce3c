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
  fakeServer,
  fakeV2Server,
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
import { cleanup, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CourseDescription } from './cart/CourseDescription';
import { ConventionsModal } from './conventions/ConventionsModal';
import { InvitationPanel } from './invitation/InvitationPanel';

// The public XSS corpus of the browser tests, every vector in every panel that shows a player's or a hall's
// stored text, or a convention's HTML. The browser keeps one vector per page (e2e/xss-corpus.spec.ts).

const { vectors, watch, figures } = xssCorpusSuite('the widgets', () => {
  clearAcceptStep();
  resetPaymentAlias();
  resetConfig();
});
const events = handlerEvents(vectors);

interface Sink {
  /** Renders the sink with `text` in every stored field it shows, and waits until it shows them. */
  render: (text: string) => Promise<void>;
  /** Boxes of sanitised HTML (checked against the allow-list, left out of the shape). */
  html?: string;
  /** The HTML the sink is given for `text`. */
  unsafeHtml?: (text: string) => string;
}

/** A paragraph, then `text` as HTML; a harmless text in a paragraph of its own. */
const htmlWith = (text: string) => `<p>Article 1</p>${text === harmlessText ? `<p>${text}</p>` : text}`;

/** Waits for an element of `selector` (a role query reads the whole tree: too slow for 133 renders each). */
const shows = (selector: string) => waitFor(() => expect(document.querySelector(selector)).not.toBeNull());

/** Reads the invitation with `text` as the organiser's and a player's pseudonyms and a family member's. */
async function renderInvitation(text: string) {
  const invitation = testInvitation({ players: [text, 'b', text] });
  invitation.famille = [{ id: 41, pseudo: text, reponse: 2 }];
  const server = fakeServer({
    'GET /api/v2/reservations/groupe/invitation': { status: 200, body: invitation },
  });
  configure({ fetch: server.fetch, storage: createMemoryStorage(), getToken: () => v2Token() });
  render(<InvitationPanel reservationId={TEST_ID} token={TEST_TOKEN} />);
  await shows('.ms-invitation__family input[role="switch"]');
}

/** The general conventions with one convention carrying `text` in its title, its box and its HTML. */
async function renderConventions(text: string) {
  const convention = {
    id: 1,
    multisalle: '/api/v2/multisalle/7',
    titre: text,
    contenu: htmlWith(text),
    validations: [{ libelle: text }],
  };
  const server = fakeV2Server({
    'GET /conventions-a-valider-connexion-gp': { status: 200, body: [convention] },
  });
  configure({ fetch: server.fetch, getToken: () => 'jeton' });
  render(<ConventionsModal onSuccess={() => undefined} onClose={() => undefined} />);
  await shows('[role="dialog"] .ms-conventions__content');
}

/** A class line's description: `text` as its coach and its HTML. */
async function renderCourse(text: string) {
  render(
    <CourseDescription
      description={{
        imageUrl: null,
        level: 'Niveau avancé',
        coach: text,
        unsafeHtml: htmlWith(text),
      }}
    />,
  );
  await shows('.ms-cart-line__coach');
}

const sinks: [string, Sink][] = [
  ['the invitation panel (organiser, players, family members)', { render: renderInvitation }],
  [
    'the conventions dialog (title, box, HTML)',
    { render: renderConventions, html: '.ms-conventions__content', unsafeHtml: htmlWith },
  ],
  [
    'a class in the cart (coach, HTML)',
    { render: renderCourse, html: '.ms-cart-line__course-content', unsafeHtml: htmlWith },
  ],
];

it('the checks catch a panel that would show a stored text as HTML', async () => {
  const showAsHtml = (text: string) => {
    document.body.innerHTML = `<p class="pseudo">${text}</p>`;
    runInlineScripts(document.body);
    fireHandlerEvents(document.body, events);
  };
  showAsHtml(harmlessText);
  const harmlessShape = markupShape(document.body);
  const markupVectors = vectors.filter((vector) => /<[a-z]/i.test(vector.payload));
  const missed = markupVectors.filter((vector) => {
    showAsHtml(vector.payload);
    const findings = textSinkFindings({
      root: document.body,
      shown: [vector.payload],
      harmlessShape,
      ran: watch.ran,
    });
    watch.ran.length = 0;
    return findings.length === 0;
  });
  document.body.replaceChildren();
  // An opened <details> fires its toggle in a later task: let it run here, not in the next test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(markupVectors.length).toBeGreaterThan(100);
  expect(missed.map((vector) => vector.id)).toEqual([]);
});

// DOMPurify loaded first, as a page would have it by its second dialog: each mount then shows the HTML at
// once, and the vectors are read against the sanitiser's output (its own loading is the widgets' tests').
beforeAll(() => loadConventionSanitizer());

describe.each(sinks)('%s', (name, sink) => {
  let harmlessShape: string[] = [];
  beforeAll(async () => {
    await sink.render(harmlessText);
    harmlessShape = markupShape(document.body, sink.html);
    cleanup();
    figures.push(name);
  });

  it.each(vectors)('shows vector $id ($title) as text and runs nothing', async (vector) => {
    await sink.render(vector.payload);
    const boxes = sink.html ? [...document.querySelectorAll<HTMLElement>(sink.html)] : [];
    for (const box of boxes) {
      runInlineScripts(box);
      fireHandlerEvents(box, events);
    }
    // Text fields only: the HTML goes through the sanitiser, whose own test reads it vector by vector.
    const findings = textSinkFindings({
      root: document.body,
      shown: [vector.payload],
      harmlessShape,
      opaque: sink.html,
      ran: watch.ran,
    });
    expect(findings).toEqual([]);
    for (const box of boxes) {
      // The box shows the sanitiser's output, and that output keeps to the allow-list.
      const expected = document.createElement('div');
      expected.innerHTML = sanitizeConventionHtml(sink.unsafeHtml?.(vector.payload) ?? '');
      expect(box.innerHTML).toBe(expected.innerHTML);
      expect(outsideConventionAllowList(box)).toEqual([]);
    }
  });
});
