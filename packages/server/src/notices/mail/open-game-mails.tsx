// The open games' requests: the organiser hears that a player outside the level range asks to
// join; the player hears whether the organiser accepted or declined.
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph } from './notice-layout.tsx';

/** What both mails show. */
interface OpenGameMailBase {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
  unsubscribeUrl: string;
}

const unsubscribeLine = { ...paragraph, fontSize: '12px', color: '#4a5163' };

/** What the organiser's mail shows: who asks, with their level as shown to others. */
export interface JoinRequestMailProps extends OpenGameMailBase {
  /** « léa (niveau 2,4) », or the pseudonym alone when the level is hidden or unknown. */
  playerText: string;
  /** Where the organiser accepts or declines: the game in MES RÉSERVATIONS. */
  decideUrl: string;
}

/**
 * The organiser's notice of a new request.
 *
 * @example await renderMail(<JoinRequestMail {...props} playerText="léa (niveau 2,4)" decideUrl={url} />)
 */
export function JoinRequestMail(props: JoinRequestMailProps) {
  const { brand, pseudonym, game, accountUrl, unsubscribeUrl, playerText, decideUrl } = props;
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`${playerText} demande à rejoindre votre partie`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        {playerText} demande à rejoindre votre partie ouverte, hors de la fourchette de niveaux que vous avez
        choisie&nbsp;:
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>Acceptez ou refusez sa demande depuis vos réservations.</Text>
      <Section>
        <Button href={decideUrl} style={button}>
          Répondre à la demande
        </Button>
      </Section>
      <Text style={unsubscribeLine}>
        Ne plus recevoir les réponses et demandes pour vos parties&nbsp;:{' '}
        <a href={unsubscribeUrl}>se désabonner</a>.
      </Text>
    </NoticeLayout>
  );
}

/** What the player's mail shows: the decision, and the link to join when accepted. */
export interface RequestDecisionMailProps extends OpenGameMailBase {
  isAccepted: boolean;
  /** The game's public link (accepted only): where the player joins and pays their share. */
  joinUrl: string | null;
}

/**
 * The player's notice of the organiser's decision.
 *
 * @example await renderMail(<RequestDecisionMail {...props} isAccepted joinUrl={url} />)
 */
export function RequestDecisionMail(props: RequestDecisionMailProps) {
  const { brand, pseudonym, game, accountUrl, unsubscribeUrl, isAccepted, joinUrl } = props;
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={isAccepted ? 'Votre demande est acceptée' : 'Votre demande est refusée'}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        {isAccepted
          ? "L'organisateur a accepté votre demande pour rejoindre cette partie\u00a0:"
          : "L'organisateur a refusé votre demande pour rejoindre cette partie\u00a0:"}
      </Text>
      <GameLines game={game} />
      {isAccepted && joinUrl ? (
        <>
          <Text style={paragraph}>
            Rejoignez-la maintenant&nbsp;: votre place n'est gardée qu'une fois votre réponse envoyée, tant
            qu'il en reste.
          </Text>
          <Section>
            <Button href={joinUrl} style={button}>
              Rejoindre la partie
            </Button>
          </Section>
        </>
      ) : (
        <Text style={paragraph}>D'autres parties ouvertes vous attendent sur {brand}.</Text>
      )}
      <Text style={unsubscribeLine}>
        Ne plus recevoir les réponses et demandes pour vos parties&nbsp;:{' '}
        <a href={unsubscribeUrl}>se désabonner</a>.
      </Text>
    </NoticeLayout>
  );
}
