// The payment notices: the receipt of a debited share, and a refused debit with the way to
// settle it in MES PAIEMENTS. Neither can be turned off: they are about the player's money.
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { GameFacts } from '../game-facts.ts';
import { GameLines } from './game-lines.tsx';
import { button, NoticeLayout, paragraph } from './notice-layout.tsx';

/** What a payment notice shows besides the game. */
export interface PaymentMailProps {
  brand: string;
  pseudonym: string;
  game: GameFacts;
  accountUrl: string;
  /** The share, formatted (« 15,00 € »). */
  amountText: string;
}

/**
 * The receipt of a share debited after a game: amount, game, hall, the card's last digits.
 *
 * @example await renderMail(<PaymentReceiptMail {...props} cardDigits="0014" />)
 */
export function PaymentReceiptMail({
  brand,
  pseudonym,
  game,
  accountUrl,
  amountText,
  cardDigits,
}: PaymentMailProps & { cardDigits: string | null }) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`${amountText} débités pour votre partie`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        Votre part de cette partie, <strong>{amountText}</strong>, a été débitée
        {cardDigits ? ` sur votre carte se terminant par ${cardDigits}` : ''}.
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>Ce message vaut reçu. Vos règlements sont dans MES PAIEMENTS.</Text>
      <Section>
        <Button href={game.paymentsUrl} style={button}>
          Voir mes paiements
        </Button>
      </Section>
    </NoticeLayout>
  );
}

/**
 * A refused debit: the amount, the game, the bank's reason in French and the link to regularise.
 *
 * @example await renderMail(<PaymentRefusedMail {...props} reason="Paiement refusé par la banque." />)
 */
export function PaymentRefusedMail({
  brand,
  pseudonym,
  game,
  accountUrl,
  amountText,
  reason,
}: PaymentMailProps & { reason: string | null }) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`Paiement refusé\u00a0: ${amountText} à régulariser`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        Le débit de votre part de cette partie, <strong>{amountText}</strong>, n'a pas abouti
        {reason ? `\u00a0: ${reason}.` : '.'}
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>
        Vous pouvez le régulariser dans MES PAIEMENTS, avec votre carte enregistrée ou une autre.
      </Text>
      <Section>
        <Button href={game.paymentsUrl} style={button}>
          Régulariser mon paiement
        </Button>
      </Section>
    </NoticeLayout>
  );
}

/**
 * A saved card that expires before a coming paid game: save another before the game.
 *
 * @example await renderMail(<CardExpiringMail {...props} expiryText="11/2026" />)
 */
export function CardExpiringMail({
  brand,
  pseudonym,
  game,
  accountUrl,
  expiryText,
}: Omit<PaymentMailProps, 'amountText'> & { expiryText: string }) {
  return (
    <NoticeLayout
      brand={brand}
      hallName={game.hallName}
      preview={`Votre carte expire fin ${expiryText}`}
      accountUrl={accountUrl}
    >
      <Text style={paragraph}>Bonjour {pseudonym},</Text>
      <Text style={paragraph}>
        Votre carte enregistrée expire fin <strong>{expiryText}</strong>, avant cette partie&nbsp;:
      </Text>
      <GameLines game={game} />
      <Text style={paragraph}>
        Votre part est débitée après la partie&nbsp;: enregistrez une nouvelle carte d'ici là pour qu'elle
        soit réglée sans souci.
      </Text>
      <Section>
        <Button href={game.paymentsUrl} style={button}>
          Enregistrer une nouvelle carte
        </Button>
      </Section>
    </NoticeLayout>
  );
}
