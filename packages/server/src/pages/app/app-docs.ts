import {
  ANDROID_INTERFACE,
  APP_CONTRACT_VERSION,
  appContractPages,
  appErrorCodes,
  appMessages,
  backButtonRules,
  type ContractField,
  type ContractMessage,
  type ContractPage,
  cardRefusalCodes,
  IOS_MESSAGE_HANDLER,
  messageRules,
  offlineRules,
  tokenWays,
  versionRules,
} from '@multisalle/core/app-contract';
import { serverCodeMessages } from '@multisalle/core/catalogue';
import { escapeHtml } from '../escape-html.ts';
import { example, PARTNERS_EMAIL, partnerPage } from '../partners/embed-page-frame.ts';
import { APP_SCHEMA_PATH, appContractSchemaId, appVersionedSchemaPath } from './app-schema.ts';
import { channelsSection } from './native-hosts.ts';

// `/app/`: the mobile app team's page, generated from the app contract (`@multisalle/core/app-contract`:
// every page, token way, message, code and rule listed there is shown here, and only those), in the
// partners' frame and typography.

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
/** A text of the contract: escaped, its `…` spans shown as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
/** The anchor of a message's entry: `message-slot-picked`. */
const messageAnchor = (type: string) => `message-${type.replace(/^multisalle:/, '')}`;

/** A list of fields, in the partners' attribute layout (reads well at 390 px, unlike a table). */
function fieldList(fields: readonly ContractField[], emptyText: string): string {
  if (fields.length === 0) return `<p>${emptyText}</p>`;
  const items = fields
    .map(
      (field) => `<div class="attribute">
<dt>${code(field.name)} <span class="attribute__label">(${escapeHtml(field.type)})</span></dt>
<dd>${prose(field.description)}</dd>
</div>`,
    )
    .join('\n');
  return `<dl class="attributes fields">\n${items}\n</dl>`;
}

const pageNames = (pages: ContractMessage['pages']) =>
  pages === 'toutes' ? 'toutes les pages' : pages.map((page) => code(page)).join(', ');

function pageEntry(page: ContractPage): string {
  const messages = appMessages.filter(
    (message) =>
      message.direction === 'page-vers-app' &&
      message.pages !== 'toutes' &&
      message.pages.includes(page.name),
  );
  const told = messages.map(
    (message) => `<a href="#${messageAnchor(message.type)}">${code(message.type)}</a>`,
  );
  return `<h3 id="page-${page.name}">${code(page.name)}</h3>
<p>${prose(page.purpose)}</p>
<ul>
<li>Adresse${page.addresses.length > 1 ? 's' : ''}\u00a0: ${page.addresses.map(code).join(' ou ')}</li>
<li>Aussi\u00a0: ${page.variants.map((variant) => (variant.startsWith('/') ? code(variant) : escapeHtml(variant))).join(', ')}</li>
<li>Messages propres à la page\u00a0: ${told.join(', ')}, en plus des messages communs.</li>
</ul>
${page.query.length > 0 ? `<p>Paramètres de l'adresse\u00a0:</p>\n${fieldList(page.query, '')}` : ''}`;
}

function pagesSection(): string {
  return `<section aria-labelledby="pages">
<h2 id="pages">Les cinq pages</h2>
<p>Chaque page montre un seul parcours, sans l'en-tête ni le pied du site ni le bandeau des cookies, lisible dès 320 px de large. Elle suit la taille de texte et le mode sombre du téléphone. Ouvrez-la dans une webview, sur l'adresse de notre service\u00a0: ${code('https://{notre adresse}/app/…')}.</p>
${appContractPages.map(pageEntry).join('\n')}
<h3 id="adresses-inconnues">Une adresse inconnue</h3>
<p>Une adresse ${code('/app/…')} qui ne mène à aucune page, ou une salle qui n'existe pas (${code('/app/planning/pas-une-salle')}), répond 404\u00a0: une courte page d'erreur en français, sans rien du site, qui envoie aussitôt ${code('multisalle:error')} avec le code ${code('page-inconnue')} ou ${code('salle-inconnue')}.</p>
</section>`;
}

function tokenSection(): string {
  const ways = tokenWays
    .map(
      (way) => `<h3 id="jeton-${way.id}">${escapeHtml(way.title)}</h3>
<p>${prose(way.how)}</p>
<p><strong>Durée\u00a0:</strong> ${prose(way.kept)}</p>
${example(way.example)}`,
    )
    .join('\n');
  return `<section aria-labelledby="jeton">
<h2 id="jeton">Donner le jeton du joueur</h2>
<p>Les pages agissent au nom du joueur connecté avec son jeton v2 (celui de ${code('POST /api/v2/auth')}). L'application le donne de l'une de ces trois façons\u00a0; sans jeton, les pages qui en ont besoin attendent 2 s puis envoient ${code('multisalle:session-required')}.</p>
${ways}
</section>`;
}

function messageEntry(message: ContractMessage): string {
  const payload = fieldList(message.fields, 'Aucun champ en plus de type et version.');
  return `<h4 id="${messageAnchor(message.type)}">${code(message.type)}</h4>
<p>${prose(message.when)} <span class="attribute__label">Pages\u00a0: ${pageNames(message.pages)}.</span></p>
${payload}`;
}

function messagesSection(): string {
  const toPage = appMessages.filter((message) => message.direction === 'app-vers-page');
  const fromPage = appMessages.filter((message) => message.direction === 'page-vers-app');
  const common = fromPage.filter((message) => message.pages === 'toutes');
  const perFlow = fromPage.filter((message) => message.pages !== 'toutes');
  const listener = `<WebView
  source={{ uri: 'https://{notre adresse}/app/panier' }}
  injectedJavaScriptBeforeContentLoaded={"window.MultisalleHost = { getToken: function () { return " + JSON.stringify(jeton) + "; } }; true;"}
  onMessage={(event) => {
    const message = JSON.parse(event.nativeEvent.data);
    if (message.version !== ${APP_CONTRACT_VERSION}) return; // un contrat que l'application ne connaît pas
    if (message.type === 'multisalle:cart-validated') allerAuPaiement(message.reservationIds);
  }}
/>`;
  return `<section aria-labelledby="messages">
<h2 id="messages">Les messages</h2>
<p>Chaque message est un objet ${code(`{ type: 'multisalle:…', version: ${APP_CONTRACT_VERSION}, … }`)}\u00a0: ${code('type')} le nomme, ${code('version')} est la version du contrat (aujourd'hui ${APP_CONTRACT_VERSION}), les autres champs sont listés ci-dessous. La page les envoie en texte JSON à React Native (${code('window.ReactNativeWebView')}), à iOS (${code(`window.webkit.messageHandlers.${IOS_MESSAGE_HANDLER}`)}) ou à Android (${code(`window.${ANDROID_INTERFACE}`)}), sinon en objet à la fenêtre parente ou à celle qui l'a ouverte\u00a0: voir <a href="#canaux">Recevoir les messages</a>.</p>
${example(listener)}
<h3 id="messages-vers-la-page">De l'application vers la page</h3>
${toPage.map(messageEntry).join('\n')}
<h3 id="messages-communs">De la page vers l'application\u00a0: communs à toutes les pages</h3>
${common.map(messageEntry).join('\n')}
<h3 id="messages-parcours">De la page vers l'application\u00a0: propres à un parcours</h3>
${perFlow.map(messageEntry).join('\n')}
</section>`;
}

/** A list of codes; `asCode` shows the text's `…` spans as code (the server's texts are shown as they are). */
function codeList(codes: { code: string; when: string }[], asCode = true): string {
  const items = codes
    .map(
      (entry) => `<div class="attribute">
<dt>${code(entry.code)}</dt>
<dd>${asCode ? prose(entry.when) : escapeHtml(entry.when)}</dd>
</div>`,
    )
    .join('\n');
  return `<dl class="attributes">\n${items}\n</dl>`;
}

function errorsSection(): string {
  const server = Object.entries(serverCodeMessages).map(([serverCode, text]) => ({
    code: serverCode,
    when: text,
  }));
  const ours = server.filter((entry) => entry.code.startsWith('MULTISALLE-'));
  return `<section aria-labelledby="codes">
<h2 id="codes">Codes d'erreur</h2>
<p>Le ${code('code')} de ${code('multisalle:error')}, ${code('multisalle:cart-refused')} et ${code('multisalle:payment-means-refused')} est stable\u00a0: l'application peut s'y fier. Le ${code('message')} est le texte français montré au joueur.</p>
<h3 id="codes-pages">Les codes des pages</h3>
${codeList(appErrorCodes)}
<h3 id="codes-carte">Le refus d'une carte (${code('multisalle:payment-means-refused')})</h3>
${codeList(cardRefusalCodes)}
<h3 id="codes-multisalle">Nos codes du serveur (${code('MULTISALLE-…')})</h3>
${codeList(ours, false)}
<h3 id="codes-serveur">Les autres codes du serveur</h3>
<p>Les autres codes sont ceux du serveur (${code('sCodeErreur')}), par exemple ${code('CRENEAU-006')} pour un créneau pris entre-temps.</p>
<details class="codes">
<summary>Tous les codes du serveur et leur message</summary>
${codeList(server, false)}
</details>
</section>`;
}

function rulesSection(id: string, title: string, rules: string[]): string {
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
<ul>
${rules.map((rule) => `<li>${prose(rule)}</li>`).join('\n')}
</ul>
</section>`;
}

function schemaSection(): string {
  const typed = `import type { PageMessage } from '@multisalle/core/app-contract';

function onMessage(message: PageMessage) {
  if (message.type === 'multisalle:slot-picked') montrerPrix(message.priceCents, message.perPlayerCents);
}`;
  return `<section aria-labelledby="schema">
<h2 id="schema">Schéma JSON et types TypeScript</h2>
<p>Le schéma JSON (draft 2020-12) de chaque message, dans les deux sens\u00a0: <a href="${APP_SCHEMA_PATH}">${code(APP_SCHEMA_PATH)}</a>, aussi à l'adresse de sa version, ${code(appVersionedSchemaPath())}. Son ${code('$id')} nomme la version\u00a0: ${code(appContractSchemaId())}. Chaque message y a sa définition (${code('$defs')}, par exemple ${code("$defs['multisalle:slot-picked']")})\u00a0; ${code("$defs['page-vers-app']")} réunit tous ceux des pages. Il est écrit à partir de la même liste que cette page\u00a0: ils ne peuvent pas se contredire.</p>
<p>Une application en TypeScript a les mêmes messages en types\u00a0: ${code('PageMessage')} (tous ceux des pages) et ${code("ContractMessageOf<'multisalle:…'>")} (un seul) de ${code('@multisalle/core/app-contract')}.</p>
${example(typed)}
</section>`;
}

function testingSection(): string {
  return `<section aria-labelledby="essais">
<h2 id="essais">Essayer sur un émulateur ou un téléphone</h2>
<p>Ouvrez les pages par l'adresse IP du serveur de développement (${code('http://10.0.2.2:8080/app/…')} depuis l'émulateur Android, l'adresse du poste sur le réseau local depuis un téléphone)\u00a0: le formulaire de carte bancaire suit cette adresse. Un autre nom d'hôte que celui configuré (${code('PUBLIC_SITE_URL')}) reçoit le formulaire de l'adresse configurée, jamais celui d'un nom choisi par la requête\u00a0: on tape un numéro de carte dans ce formulaire.</p>
<p>Les cartes de test du bac à sable\u00a0: ${code('4970 1000 0000 0014')} est acceptée, ${code('4970 1000 0000 0097')} est refusée.</p>
</section>`;
}

/**
 * `/app/`: the page of the mobile app's developers, in French, generated from `@multisalle/core/app-contract`:
 * the five pages with their addresses and query parameters, the three ways to hand over the token and how long each
 * is kept, every message both ways with its payload, the channels with a Swift and a Kotlin host, the contract's version, the error codes (the pages'
 * own and the server's catalogue), the back button and offline rules.
 *
 * @example app.get('/app/', (c) => c.html(appDocsPage()));
 */
export function appDocsPage(): string {
  const toc: [string, string][] = [
    ['pages', 'Les cinq pages'],
    ['jeton', 'Donner le jeton du joueur'],
    ['messages', 'Les messages'],
    ['canaux', 'Recevoir les messages\u00a0: React Native, iOS, Android'],
    ['schema', 'Schéma JSON et types TypeScript'],
    ['versions', 'Versions du contrat'],
    ['regles', "Règles d'envoi"],
    ['codes', "Codes d'erreur"],
    ['retour', 'Le bouton retour'],
    ['hors-ligne', 'Hors ligne'],
    ['essais', 'Essayer sur un émulateur ou un téléphone'],
  ];
  const main = `<h1>Les pages de l'application mobile</h1>
<p class="lead">Pour les développeurs de l'application\u00a0: les pages ${code('/app/…')} à ouvrir dans une webview, comment leur donner le joueur connecté, et les messages qu'elles échangent avec l'application.</p>
<p><strong>Version du contrat\u00a0: ${APP_CONTRACT_VERSION}.</strong> Chaque message la porte dans son champ ${code('version')}\u00a0; ce qui la change\u00a0: <a href="#versions">Versions du contrat</a>. Une question, un besoin\u00a0? <a href="mailto:${PARTNERS_EMAIL}">${PARTNERS_EMAIL}</a>.</p>
<nav class="toc" aria-labelledby="sommaire"><h2 id="sommaire">Sommaire</h2>
<ol>${toc.map(([id, label]) => `<li><a href="#${id}">${label}</a></li>`).join('')}</ol>
</nav>
${pagesSection()}
${tokenSection()}
${messagesSection()}
${channelsSection()}
${schemaSection()}
${rulesSection('versions', 'Versions du contrat', versionRules)}
${rulesSection('regles', "Règles d'envoi", messageRules)}
${errorsSection()}
${rulesSection('retour', 'Le bouton retour', backButtonRules)}
${rulesSection('hors-ligne', 'Hors ligne', offlineRules)}
${testingSection()}`;
  return partnerPage({
    title: "Multisalle\u00a0: les pages de l'application mobile",
    current: 'application',
    main,
  });
}
