// The organiser's digest of the answers to their invitation: who answered what in the last
// 15 minutes, how many play now, and whether the game is full.
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph } from './notice-layout.tsx';

/** What the digest shows. */
export interface AnswersDigestMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
  unsubscribeUrl: string;
  /** One line per person, in the order they answered (« léa a accepté »). */
  lines: string[];
  accepted: number;
  maxPlaces: number;
}

/**
 * The answers digest.
 *
 * @example await renderMail(<AnswersDigestMail {...props} lines={['léa a accepté']} accepted={3} maxPlaces={4} />)
 */
export function AnswersDigestMail({
  brand,
  pseudonym,
  game,
  accountUrl,
  unsubscribeUrl,
  lines,
  accepted,
  maxPlaces,
}: AnswersDigestMailProps) {
  const isFull = accepted >= maxPlaces;
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={isFull ? 'Votre partie est complète' : `${accepted} joueurs sur ${maxPlaces}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>Du nouveau pour votre partie&nbsp;:</Text>
      <GameLines game={game} />
      <Section>
        {lines.map((line) => (
          <Text key={line} style={{ ...paragraph, margin: '4px 0' }}>
            • {line}
          </Text>
        ))}
      </Section>
      <Text style={paragraph}>
        {isFull
          ? `La partie est complète\u00a0: ${accepted} joueurs sur ${maxPlaces}.`
          : `${accepted} joueur${accepted > 1 ? 's' : ''} sur ${maxPlaces} pour l'instant.`}
      </Text>
      <Section>
        <Button href={game.reservationsUrl} style={button}>
          Voir mes réservations
        </Button>
      </Section>
      <Text style={{ ...paragraph, fontSize: '12px', color: '#4a5163' }}>
        Ne plus recevoir les réponses à vos invitations&nbsp;: <a href={unsubscribeUrl}>se désabonner</a>.
      </Text>
    </NoticeLayout>
  );
}
