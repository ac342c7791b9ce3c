// The game's facts as lines of a mail: sport, hall, court, when, where, and when the door opens.
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { paragraph } from './notice-layout.tsx';

/**
 * The « what and when » block of a game.
 *
 * @example <GameLines game={game} />
 */
export function GameLines({ game }: { game: GameFacts }) {
  return (
    <Section>
      <Text style={paragraph}>
        <strong>{game.sportLabel}</strong> à <strong>{game.hallName}</strong>
        {game.courtLabel ? ` (${game.courtLabel})` : ''}
        <br />
        {capitalise(game.whenText)} (heure de Paris)
        <br />
        {game.hallAddress}
        {!game.isCancelled && game.entryOpensMinutesBefore > 0 && (
          <>
            <br />
            L'entrée ouvre {game.entryOpensMinutesBefore} minutes avant le début.
          </>
        )}
      </Text>
    </Section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
