// « Partie annulée » to everyone who had accepted, with what it means for payment.
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { NoticeLayout, paragraph } from './notice-layout.tsx';

/** What the cancellation notice shows. */
export interface GameCancelledMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
}

/**
 * The cancellation notice; `refund` names the player's share already debited, which is refunded.
 *
 * @example await renderMail(<GameCancelledMail brand="Multisalle" pseudonym="léa" game={game} accountUrl={url} />)
 */
export function GameCancelledMail({
  brand,
  pseudonym,
  game,
  accountUrl,
  refund = null,
}: GameCancelledMailProps & { refund?: { amountText: string; isUnderWay?: boolean } | null }) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`Partie annulée ${game.whenText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        {game.hallCancellationReason
          ? `${game.hallName} a annulé cette partie (motif\u00a0: ${game.hallCancellationReason})\u00a0:`
          : 'Cette partie a été annulée\u00a0:'}
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>
        {!refund
          ? "Rien ne sera débité pour cette partie\u00a0: une partie annulée n'est jamais réglée."
          : refund.isUnderWay
            ? `Votre part de ${refund.amountText} était en cours de prélèvement\u00a0: si elle est débitée, elle vous sera remboursée sur votre carte.`
            : `Votre part de ${refund.amountText}, déjà débitée, vous est remboursée sur votre carte\u00a0; le remboursement apparaît dans MES PAIEMENTS.`}
      </Text>
    </NoticeLayout>
  );
}

/**
 * The organiser removed the player from their game.
 *
 * @example await renderMail(<RemovedMail brand="Multisalle" pseudonym="léa" game={game} accountUrl={url} />)
 */
export function RemovedMail({ brand, pseudonym, game, accountUrl }: GameCancelledMailProps) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`Vous ne faites plus partie de la partie ${game.whenText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        L'organisateur vous a retiré de cette partie (avec les membres de votre famille que vous y aviez
        inscrits)&nbsp;:
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>Rien ne vous sera débité pour cette partie.</Text>
    </NoticeLayout>
  );
}
