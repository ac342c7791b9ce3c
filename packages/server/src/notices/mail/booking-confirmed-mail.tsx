// « Réservation confirmée » to the organiser: the game, its price and sharing, the invitation link and
// this booking's own cancellation deadline (48 h before, or none when booked later); the game itself travels
// as an .ics attachment.

import { cancellationTexts } from '@multisalle/core';
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph, spelledLink } from './notice-layout.tsx';

/** What the booking confirmation shows. */
export interface BookingConfirmedMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
}

/**
 * The organiser's booking confirmation.
 *
 * @example await renderMail(<BookingConfirmedMail brand="Multisalle" pseudonym="léa" game={game} accountUrl={url} />)
 */
export function BookingConfirmedMail({ brand, pseudonym, game, accountUrl }: BookingConfirmedMailProps) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`${game.sportLabel} ${game.whenText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>Votre réservation est confirmée.</Text>
      <GameLines game={game} />
      <Text style={paragraph}>
        Prix&nbsp;: <strong>{game.priceText}</strong>. {game.sharingText}
      </Text>
      <Text style={paragraph}>Invitez vos coéquipiers avec ce lien&nbsp;:</Text>
      <Section>
        <Button href={game.invitationUrl} style={button}>
          Inviter mes coéquipiers
        </Button>
      </Section>
      <Text style={spelledLink}>{game.invitationUrl}</Text>
      <Text style={paragraph}>
        {game.cancellableUntilText
          ? cancellationTexts.until(game.cancellableUntilText)
          : cancellationTexts.tooLate}{' '}
        La partie est jointe à ce message pour votre agenda.
      </Text>
    </NoticeLayout>
  );
}
