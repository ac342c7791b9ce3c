// « Participation confirmée » to an invited player who accepted: the game, the hall's address and when the
// door opens, his QR code's page; the game itself travels as an .ics attachment.

import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph, spelledLink } from './notice-layout.tsx';

/** What the accept confirmation shows. */
export interface AcceptConfirmedMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
}

/**
 * An invited player's own confirmation of the game he accepted.
 *
 * @example await renderMail(<AcceptConfirmedMail brand="Multisalle" pseudonym="léa" game={game} accountUrl={url} />)
 */
export function AcceptConfirmedMail({ brand, pseudonym, game, accountUrl }: AcceptConfirmedMailProps) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`${game.sportLabel} ${game.whenText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>Votre participation est confirmée.</Text>
      <GameLines game={game} />
      <Text style={paragraph}>Votre QR code d'entrée est sur la page de la partie&nbsp;:</Text>
      <Section>
        <Button href={game.invitationUrl} style={button}>
          Mon QR code d'entrée
        </Button>
      </Section>
      <Text style={spelledLink}>{game.invitationUrl}</Text>
      <Text style={paragraph}>La partie est jointe à ce message pour votre agenda.</Text>
    </NoticeLayout>
  );
}
