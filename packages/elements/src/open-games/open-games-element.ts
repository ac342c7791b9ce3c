import { fetchHallByKey, findSport, getConfig, type Hall } from '@multisalle/core';
// Sub-entries keep the widgets' index (and sonner with it) out of the script-tag bundle.
import { OpenGamesPanel, openGamesCss, openGamesTexts } from '@multisalle/widgets/open-games';
import { spinnerCss } from '@multisalle/widgets/spinner';
import { createElement, useEffect, useState } from 'react';
import { type PanelHostProps, panelElement } from '../panel-element';
import { scriptOrigin } from '../script-origin';

/** The tag of the open games element. */
export const OPEN_GAMES_TAG = 'multisalle-open-games';

declare global {
  interface HTMLElementTagNameMap {
    'multisalle-open-games': MultisalleOpenGamesElement;
  }
}

/** The open games element's props: its attributes. */
interface OpenGamesHostProps extends PanelHostProps {
  hall?: string;
  sport?: string;
  level?: number;
}

/** The hall of the `hall` attribute (key or id): `undefined` while it loads, `null` when there is none. */
function useHall(key: string): Hall | null | undefined {
  const [found, setFound] = useState<{ key: string; hall: Hall | null }>();
  useEffect(() => {
    let isCurrent = true;
    void fetchHallByKey(key, { silent: true })
      .catch(() => undefined)
      .then((hall) => {
        if (!hall)
          console.error(
            `Multisalle\u00a0: aucune salle « ${key} » sur ${getConfig().apiBase} (attribut hall).`,
          );
        if (isCurrent) setFound({ key, hall: hall ?? null });
      });
    return () => {
      isCurrent = false;
    };
  }, [key]);
  return found?.key === key ? found.hall : undefined;
}

/** What `<multisalle-open-games>` renders: the hall's open games once its key is resolved. */
function OpenGamesHost(props: OpenGamesHostProps) {
  const key = props.hall ?? '';
  const hall = useHall(key);
  if (!key || hall === undefined) return null;
  if (hall === null) return createElement('p', { role: 'alert' }, openGamesTexts.unknownHall);
  const sport = props.sport ? findSport(hall.sports, props.sport) : undefined;
  // An unknown sport shows no game rather than every sport.
  if (props.sport && !sport) {
    console.warn(`Multisalle\u00a0: la salle « ${hall.key} » ne propose pas le sport « ${props.sport} ».`);
    return createElement('p', null, openGamesTexts.empty);
  }
  const level = Number(props.level);
  return createElement(OpenGamesPanel, {
    hallId: hall.id,
    sportId: sport?.id,
    level: level >= 1 && level <= 7 ? level : undefined,
    // The join links lead to our site (the script's origin), never to a page of the partner's.
    linkOrigin: scriptOrigin ?? new URL(getConfig().apiBase, document.baseURI).origin,
    revision: props.revision,
  });
}

/**
 * `<multisalle-open-games hall="…">`: a hall's open games for a partner or town-hall page, in
 * shadow DOM: start, sport, court, free places, level range, the organiser's message (plain text), the
 * players' pseudonyms and levels, and a link that joins on our site (the game's public invitation page).
 * Public: no token needed.
 *
 * @example
 * <script src="https://reservation.example.fr/embed/multisalle-elements.js"></script>
 * <multisalle-open-games hall="padel-park" sport="padel"></multisalle-open-games>
 *
 * @tag multisalle-open-games
 * @attr hall - The hall's key (`padel-park`).
 * @attr sport - Only this sport, by key (`padel`) or id. @default every sport of the hall
 * @attr level - Only the games whose level range holds this level (1 to 7). @default every game
 * @attr api-base - The v2 API base; default the script's origin + `/api/v2`.
 * @attr lang - @default fr
 * @fires multisalle:toast - A message for the player (cancelable: `preventDefault()` to show it yourself).
 * @csspart open-games - The panel.
 * @csspart open-game - One game.
 * @csspart join - A game's link to join it.
 * @cssprop --multisalle-color-primary - The join links. @default #c8102e
 * @cssprop --multisalle-color-text - Text. @default #1a1a1a
 * @cssprop --multisalle-color-muted - Lines and borders. @default #d9d9d9
 * @cssprop --multisalle-color-surface - The games' cards. @default #ffffff
 * @cssprop --multisalle-font-family - Font. @default system-ui, sans-serif
 * @cssprop --multisalle-font-size - The element's root size (its `rem`). @default 16px
 * @cssprop --multisalle-radius - Corner radius. @default 6px
 */
export class MultisalleOpenGamesElement extends panelElement(OpenGamesHost, {
  css: `${spinnerCss}\n${openGamesCss}`,
  props: { hall: 'string', sport: 'string', level: 'number' },
}) {
  // r2wc defines these properties from the attributes; declared here for their types.
  /** The `hall` attribute: the hall's key. */
  declare hall: string | undefined;
  /** The `sport` attribute: a sport's key or id. */
  declare sport: string | undefined;
  /** The `level` attribute: 1 to 7. */
  declare level: number | undefined;
}

/**
 * Registers `<multisalle-open-games>` once (a second script on the page does nothing).
 *
 * @example defineOpenGamesElement();
 */
export function defineOpenGamesElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(OPEN_GAMES_TAG)) registry.define(OPEN_GAMES_TAG, MultisalleOpenGamesElement);
}
