// « Rappel : » 24 h (or 2 h, in the quiet hours) before a game, to each accepted participant's account.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph } from './notice-layout.tsx';

const small = { color: '#6a7282', fontSize: '12px', lineHeight: '18px' };

/** What a reminder shows. */
export interface ReminderMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
  /** The signed one-click link that turns reminders off. */
  unsubscribeUrl: string;
}

/**
 * A reminder mail.
 *
 * @example await renderMail(<ReminderMail brand="Multisalle" pseudonym="léa" game={game} accountUrl={url} />)
 */
export function ReminderMail({ brand, pseudonym, game, accountUrl, unsubscribeUrl }: ReminderMailProps) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`Rappel\u00a0: ${game.whenText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>Petit rappel de votre prochaine partie&nbsp;:</Text>
      <GameLines game={game} />
      <Text style={paragraph}>Votre QR code d'entrée est sur la page de la partie.</Text>
      <Section>
        <Button href={game.invitationUrl} style={button}>
          Voir la partie
        </Button>
      </Section>
      <Text style={small}>
        Vous ne voulez plus de rappels&nbsp;? <Link href={unsubscribeUrl}>Ne plus recevoir les rappels</Link>.
      </Text>
    </NoticeLayout>
  );
}
