import { sportKey } from '@multisalle/core';
import { escapeHtml } from '../escape-html.ts';
import { elementsSection } from './embed-docs-elements.ts';
import { appearanceSection, eventsSection } from './embed-docs-theming.ts';
import { codeBlock, example, PARTNERS_EMAIL, partnerPage } from './embed-page-frame.ts';
import { partnerSnippet, type SnippetSite } from './embed-snippet.ts';

/** An active hall as the partners' page lists it. */
export interface DocsHall {
  key: string;
  name: string;
  sports: { id: number; label: string }[];
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

function quickStart(site: SnippetSite, productName: string, hall: DocsHall | undefined): string {
  const shown = hall ?? { key: 'cle-de-la-salle', name: 'votre salle', sports: [] };
  const snippetHall = { key: shown.key, name: shown.name };
  const loader = partnerSnippet(site, snippetHall, { script: 'planning', forme: 'chargeur' });
  const plain = partnerSnippet(site, snippetHall, { script: 'planning', forme: 'simple' });
  return `<section aria-labelledby="demarrage">
<h2 id="demarrage">Démarrage rapide</h2>
<ol class="steps">
<li>Choisissez la salle, le sport et vos couleurs dans le <a href="/embed/configurateur">configurateur</a>, qui montre le planning tel qu'il apparaîtra. Ou prenez directement le code ci-dessous, celui de ${escapeHtml(shown.name)}.</li>
<li>Copiez le code avec son bouton.</li>
<li>Collez-le dans votre page, à l'endroit où le planning doit apparaître\u00a0: dans votre outil de gestion de site (WordPress, Drupal, Joomla…), utilisez un bloc « HTML personnalisé » ou le mode « code source », pas l'éditeur de texte.</li>
</ol>
<h3 id="code-conseille">Le code conseillé</h3>
<p>Il ne ralentit jamais votre page, peut être collé dans l'en-tête ou dans le corps de la page, et deux fois sur une même page (deux plannings) sans rien charger en double. Avant l'arrivée du planning, la page montre le lien « Voir les créneaux et réserver sur ${productName} »\u00a0: il reste affiché si le planning ne peut pas se charger.</p>
${codeBlock('code-chargeur', 'avec chargeur', loader)}
<h3 id="code-csp-stricte">Pour une page à sécurité stricte</h3>
<p>Certains sites interdisent les scripts écrits dans la page (une « politique de sécurité du contenu », ou CSP, stricte)\u00a0: le code conseillé y est bloqué. Ce code-là n'a qu'une balise de script, qui charge notre fichier\u00a0; votre site doit seulement autoriser notre adresse (voir <a href="#csp">Sécurité du contenu</a>).</p>
${codeBlock('code-simple', 'pour une page à sécurité stricte', plain)}
<h3 id="quel-script">Quel script choisir\u00a0?</h3>
<ul>
<li>${code('multisalle-planning.js')}\u00a0: le planning seul, le plus léger. C'est celui des codes ci-dessus.</li>
<li>${code('multisalle-elements.js')}\u00a0: quand la page montre aussi le panier, les règlements, une invitation ou le moyen de paiement. Il contient aussi le planning\u00a0: une page n'en charge qu'un des deux.</li>
</ul>
<p>Le configurateur écrit l'un ou l'autre selon votre choix. Voir aussi <a href="/embed/exemple">l'exemple d'un club de padel</a> (planning et moyen de paiement, avec ${code('multisalle-elements.js')}) et <a href="/embed/snippets.html">tous les codes de chaque salle</a>.</p>
</section>`;
}

function hallsSection(halls: DocsHall[]): string {
  const items = halls
    .map((hall) => {
      const sports = hall.sports
        .map(
          (sport) =>
            `<li>${escapeHtml(sport.label)}\u00a0: ${code(`sport="${sportKey(sport.label)}"`)} ou ${code(`sport="${sport.id}"`)}</li>`,
        )
        .join('\n');
      return `<h3>${escapeHtml(hall.name)}</h3>
<p>${code(`hall="${hall.key}"`)}</p>
<ul>
${sports}
</ul>`;
    })
    .join('\n');
  return `<section aria-labelledby="salles">
<h2 id="salles">Les salles et leurs sports</h2>
<p>L'attribut ${code('hall')} prend la clé de la salle, ${code('sport')} la clé du sport (ou son numéro). Sans ${code('sport')}, le planning propose au visiteur tous les sports de la salle.</p>
${items || "<p>Aucune salle n'est ouverte à la réservation pour le moment.</p>"}
</section>`;
}

function signInSection(productName: string): string {
  const tokenExample = `<script>
  // Après le chargeur, sur les pages où votre site sait quel joueur est connecté.
  Multisalle('configure', {
    getToken: function (base) {
      return base === 'v2'\u00a0? identifiantDeConnexionDuJoueur\u00a0: null;
    },
  });
</script>`;
  const eventExample = `document.addEventListener('multisalle:login-required', function (event) {
  // Le visiteur a choisi un créneau\u00a0: ouvrez votre propre fenêtre de connexion.
  ouvrirMaConnexion(event.detail.slot);
});`;
  return `<section aria-labelledby="connexion">
<h2 id="connexion">Connexion des joueurs</h2>
<h3 id="connexion-par-defaut">Sans rien faire\u00a0: la connexion sur ${productName}</h3>
<p>Le planning s'affiche pour tout le monde. Un visiteur qui choisit un créneau voit la fenêtre « Connexion requise », avec les boutons CONNEXION et INSCRIPTION. Ils mènent à notre site\u00a0: le joueur s'y connecte (ou crée son compte), le créneau choisi est mis dans son panier, et il termine sa réservation.</p>
<p>Notre site lui propose ensuite de revenir sur votre page, si l'adresse de votre site est enregistrée pour cette salle. Le propriétaire de la salle l'enregistre depuis sa console de gestion (Règles, « Sites partenaires »)\u00a0: demandez-le-lui, ou <a href="mailto:${PARTNERS_EMAIL}">écrivez-nous</a>.</p>
<h3 id="connexion-par-votre-site">Si votre site connecte lui-même ses joueurs</h3>
<p>C'est le cas d'un site dont les joueurs ont un compte ${productName} relié au vôtre. Votre développeur donne au planning l'identifiant de connexion du joueur (celui que notre service lui a remis quand le joueur s'est connecté), avec la commande ${code("Multisalle('configure', …)")}. Elle peut être écrite avant même l'arrivée du script\u00a0: elle est gardée, puis appliquée.</p>
${example(tokenExample)}
<p>Sur une page à sécurité stricte, mettez ces lignes (sans la balise ${code('<script>')}) dans un fichier de script de votre site, chargé après le nôtre et lui aussi avec ${code('defer')}. Appelez la commande de nouveau après une connexion ou une déconnexion\u00a0: chaque élément de la page se met à jour.</p>
<p>Pour que CONNEXION et INSCRIPTION mènent à vos propres pages, ajoutez ${code('login-url')} et ${code('signup-url')} à la balise. Le planning prévient aussi la page par l'événement ${code('multisalle:login-required')}\u00a0:</p>
${example(eventExample)}
<p>Le panier, le moyen de paiement et la réponse aux invitations font des appels au nom du joueur\u00a0: l'adresse de votre site doit être enregistrée chez nous pour cela. <a href="mailto:${PARTNERS_EMAIL}">Écrivez-nous</a>.</p>
</section>`;
}

function cspSection(site: SnippetSite): string {
  const policy = `script-src ${site.origin};
connect-src ${site.origin};
img-src ${site.origin} data:;
frame-src ${site.origin};`;
  return `<section aria-labelledby="csp">
<h2 id="csp">Sécurité du contenu (CSP)</h2>
<p>Si votre site envoie une politique de sécurité du contenu (l'en-tête ${code('Content-Security-Policy')}), ajoutez notre adresse, à côté de vos propres sources, à ces directives\u00a0:</p>
${example(policy)}
<ul>
<li>${code('script-src')}\u00a0: nos scripts. Le code conseillé écrit aussi quelques lignes dans la page\u00a0: une CSP qui les refuse demande le <a href="#code-csp-stricte">code pour une page à sécurité stricte</a>.</li>
<li>${code('connect-src')}\u00a0: les créneaux et le panier, et le suivi en direct des créneaux (${code(`${site.origin}/api/v2/creneaux/${site.productKey}/{numéro de la salle}/flux`)}), qui passe par la même adresse.</li>
<li>${code('img-src')}\u00a0: les images des salles et des sports.</li>
<li>${code('frame-src')}\u00a0: le formulaire de carte bancaire de ${code('multisalle-payment-means')} seulement.</li>
</ul>
<p>${code('style-src')} n'a besoin de rien\u00a0: les styles des éléments ne passent pas par des balises ${code('<style>')}, et les couleurs sont des attributs.</p>
</section>`;
}

/** When the page allows no script at all: the frame code, what it does and does not do. */
function frameSection(site: SnippetSite, productName: string, hall: DocsHall | undefined): string {
  const shown = hall ?? { key: 'cle-de-la-salle', name: 'votre salle' };
  const frame = partnerSnippet(
    site,
    { key: shown.key, name: shown.name },
    { script: 'planning', forme: 'cadre' },
  );
  return `<section aria-labelledby="cadre">
<h2 id="cadre">Sans script\u00a0: le cadre</h2>
<p>Certains outils de gestion de site retirent toute balise ${code('<script>')} mais acceptent les cadres (${code('<iframe>')}). Pour eux, le <a href="/embed/configurateur">configurateur</a> donne un troisième code\u00a0: un cadre qui montre notre page du planning, avec le sport et les couleurs choisis.</p>
${codeBlock('code-cadre', 'en cadre', frame)}
<ul>
<li>Le planning est le même, mis à jour en direct, et se parcourt au clavier. Le cadre montre les créneaux publics\u00a0: un visiteur qui choisit un créneau est invité à se connecter ou à s'inscrire sur ${productName}, <strong>dans un nouvel onglet</strong> (jamais dans le cadre), où le créneau l'attend dans son panier.</li>
<li>La dernière ligne, ${code('<script src="…/embed/cadre-hauteur.js" async>')}, est facultative\u00a0: là où elle est acceptée, elle ajuste la hauteur du cadre à celle du planning. Sans elle, le cadre garde sa hauteur de départ et défile à l'intérieur\u00a0; changez le ${code('height')} du code à votre convenance.</li>
<li>Préférez l'un des deux codes avec script quand votre site les accepte\u00a0: l'élément s'intègre à votre page (vos couleurs, la largeur de la colonne, les événements), et un joueur déjà connecté réserve sans quitter votre site.</li>
<li>Si votre site envoie une politique de sécurité du contenu, ajoutez notre adresse à ${code('frame-src')} (et à ${code('script-src')} pour la ligne facultative).</li>
</ul>
</section>`;
}

function troubleshootingSection(productName: string): string {
  return `<section aria-labelledby="depannage">
<h2 id="depannage">En cas de problème</h2>
<h3 id="ne-s-affiche-pas">Le planning ne s'affiche pas</h3>
<p>Si seul le lien « Voir les créneaux et réserver sur ${productName} » apparaît, notre script n'a pas pu s'exécuter. Vérifiez\u00a0:</p>
<ul>
<li>que le code a été collé en entier, dans un bloc HTML, et que votre outil de gestion de site n'a pas retiré la balise ${code('<script>')} (certains le font à l'enregistrement\u00a0: demandez à votre prestataire comment autoriser un script)\u00a0;</li>
<li>que le script répond\u00a0: ouvrez son adresse (la valeur de ${code('src')}) dans le navigateur\u00a0;</li>
<li>la console du navigateur (touche F12, onglet « Console »)\u00a0: elle dit ce qui bloque.</li>
</ul>
<h3 id="salle-introuvable">« Cette salle est introuvable. »</h3>
<p>L'attribut ${code('hall')} ne correspond à aucune salle ouverte\u00a0: vérifiez la clé dans <a href="#salles">la liste des salles</a> (minuscules et tirets, sans espace). La console dit quelle clé a été cherchée.</p>
<h3 id="messages-csp">Des messages « Content Security Policy » dans la console</h3>
<p>Votre site bloque notre script ou nos appels, par exemple « Refused to load the script » ou « Refused to connect ». Ajoutez notre adresse aux directives de la section <a href="#csp">Sécurité du contenu</a>. « Refused to execute inline script »\u00a0: prenez le <a href="#code-csp-stricte">code pour une page à sécurité stricte</a>.</p>
<h3 id="messages-multisalle">Des messages « Multisalle\u00a0: … » dans la console</h3>
<p>Les éléments y expliquent ce qui n'a pas marché, par exemple\u00a0:</p>
<ul>
<li>${code('Multisalle\u00a0: aucune salle « … »')}\u00a0: une clé de salle inconnue\u00a0;</li>
<li>${code('Multisalle\u00a0: la salle « … » ne propose pas le sport « … »')}, suivi des sports qu'elle propose\u00a0;</li>
<li>${code("Multisalle\u00a0: le planning de la salle « … » n'a pas pu être chargé")}, suivi de l'adresse appelée et de la réponse.</li>
</ul>
<p>Un serveur injoignable vient souvent de la connexion du visiteur ou d'une directive ${code('connect-src')} qui manque.</p>
<h3 id="retour-partenaire">Après la connexion, le joueur ne revient pas sur votre site</h3>
<p>Notre site ne propose de revenir que vers une adresse enregistrée pour la salle. Le propriétaire de la salle l'enregistre depuis sa console de gestion (Règles, « Sites partenaires »)\u00a0: demandez-le-lui, ou <a href="mailto:${PARTNERS_EMAIL}">écrivez-nous</a>.</p>
</section>`;
}

/**
 * `/embed/`: the partners' page, in French for a town hall's webmaster: the code to paste (built by the
 * same functions as `/embed/code`), the halls and their sports' keys (from the database), every element
 * and its attributes, colours and theming, players' sign-in, events, the CSP, and what to do when the
 * planning does not show.
 *
 * @example partnerDocsPage({ origin: 'https://reservation.example.fr', productKey: 'multisalle' }, halls)
 */
export function partnerDocsPage(site: SnippetSite, halls: DocsHall[]): string {
  const productName = site.productKey.charAt(0).toUpperCase() + site.productKey.slice(1);
  const first = halls[0];
  const firstSport = first?.sports[0];
  const toc: [string, string][] = [
    ['demarrage', 'Démarrage rapide'],
    ['salles', 'Les salles et leurs sports'],
    ['elements', 'Les éléments'],
    ['apparence', 'Couleurs et apparence'],
    ['connexion', 'Connexion des joueurs'],
    ['evenements', 'Événements'],
    ['csp', 'Sécurité du contenu (CSP)'],
    ['cadre', 'Sans script\u00a0: le cadre'],
    ['depannage', 'En cas de problème'],
  ];
  const main = `<h1>Intégrer le planning sur votre site</h1>
<p class="lead">Mairies, clubs, associations\u00a0: affichez sur votre site le planning d'une salle ${productName}, en copiant un code. Vos visiteurs voient les créneaux libres, mis à jour en direct, et réservent en quelques clics.</p>
<nav class="toc" aria-labelledby="sommaire"><h2 id="sommaire">Sommaire</h2>
<ol>${toc.map(([id, label]) => `<li><a href="#${id}">${label}</a></li>`).join('')}</ol>
</nav>
${quickStart(site, productName, first)}
${hallsSection(halls)}
${elementsSection({
  productName,
  origin: site.origin,
  hallKey: first?.key ?? 'cle-de-la-salle',
  sportKey: firstSport ? sportKey(firstSport.label) : 'padel',
  sportId: firstSport?.id ?? 1,
})}
${appearanceSection()}
${signInSection(productName)}
${eventsSection()}
${cspSection(site)}
${frameSection(site, productName, first)}
${troubleshootingSection(productName)}`;
  return partnerPage({
    title: `${productName}\u00a0: intégrer le planning sur votre site`,
    current: 'documentation',
    main,
    scripts: ['copier.js'],
  });
}
