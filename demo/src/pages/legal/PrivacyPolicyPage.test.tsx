import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './legal-pages.tsx';
import { expectOrderedHeadings, expectTableOfContents, pageText, renderLegalPage } from './test-support.tsx';

describe('PrivacyPolicyPage (/politique-de-confidentialite)', () => {
  it('has one h1, ordered headings and a table of contents of its sections', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'POLITIQUE DE CONFIDENTIALITÉ' }),
    ).toBeInTheDocument();
    expectOrderedHeadings();
    expectTableOfContents();
    for (const name of [
      /Qui est responsable/,
      'Les données enregistrées et pourquoi',
      'Cookies et stockage dans votre navigateur',
      /Qui reçoit vos données/,
      'Vos droits et comment les exercer',
      'Supprimer votre compte',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('lists what the server stores, never the card number', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const text = pageText();
    for (const fact of [
      'adresse e-mail',
      'pseudonyme (12 caractères au plus)',
      'indication « mineur »',
      'équipement adapté',
      '5 Mo au plus',
      'code PIN',
      'ses réponses aux réservations',
      'le numéro masqué (par exemple 497010XXXXXX0014)',
      'ne passent jamais par nos serveurs',
      "journal d'envoi",
      'par adresse IP',
      'jeton de session est valable 7 jours',
      // The retention purge's times (packages/server/src/ops/retention.ts RETENTION_MS).
      'effacée 7 jours après celle-ci',
      "Un avis programmé : 1 mois après son envoi ou son annulation, 3 mois s'il n'a pas pu partir",
      'une lecture refusée à la porte (code inconnu ou modifié, trop tôt, déjà utilisé) est effacée au bout de 3 mois',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('names the real storage keys and the two values of the cookie choice', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const cookies = screen.getByRole('region', { name: 'Cookies et stockage dans votre navigateur' });
    for (const key of [
      'token et fa-token',
      'cart',
      'lastRoute',
      'idMultisalle et ignorerEtapePaiement',
      'choixEnAttente',
    ]) {
      expect(within(cookies).getByText(key, { selector: 'dt' })).toBeInTheDocument();
    }
    const choice = within(cookies).getByText('cookie_value', { selector: 'dt' }).nextElementSibling;
    expect(choice).toHaveTextContent(
      /0 si vous avez choisi « Tout accepter », 1 si vous avez choisi « Tout refuser »/,
    );
    expect(within(cookies).getByText('gtagEnabled', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /true .* false/,
    );
    // The 6 months rule: the choice is dated and a refusal kept as long as an acceptance.
    expect(within(cookies).getByText('cookie_date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'six mois',
    );
    expect(cookies).toHaveTextContent(/Un refus est gardé aussi longtemps qu'un accord\s*: six mois/);
  });

  it('names the processors, the rights, the privacy address and the CNIL', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const recipients = screen.getByRole('region', { name: /Qui reçoit vos données/ });
    for (const processor of ['Paiement par carte', 'Envoi des e-mails', 'Envoi des SMS', 'Hébergement']) {
      expect(within(recipients).getByText(processor)).toBeInTheDocument();
    }
    const rights = screen.getByRole('region', { name: 'Vos droits et comment les exercer' });
    for (const right of [
      /^accès/,
      /^rectification/,
      /^effacement/,
      /^limitation/,
      /^portabilité/,
      /^opposition/,
    ]) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(within(rights).getByRole('link', { name: 'rgpd@multisalle.fr' })).toHaveAttribute(
      'href',
      'mailto:rgpd@multisalle.fr?subject=Exercice%20de%20mes%20droits',
    );
    expect(within(rights).getByRole('link', { name: /plainte en ligne sur cnil\.fr/ })).toHaveAttribute(
      'href',
      'https://www.cnil.fr/fr/plaintes',
    );
  });

  it("says what the profile's deletion action does", () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const deletion = screen.getByRole('region', { name: 'Supprimer votre compte' });
    expect(deletion).toHaveTextContent(/SUPPRIMER MON COMPTE, puis CONFIRMER LA SUPPRESSION/);
    expect(deletion).toHaveTextContent(/désactivé immédiatement/);
    expect(deletion).toHaveTextContent(/toutes vos sessions, sur tous vos appareils, sont révoquées/);
  });

  it('says what a deletion erases and what it keeps, why and how long', () => {
    renderLegalPage(<PrivacyPolicyPage />);
    const deletion = screen.getByRole('region', { name: 'Supprimer votre compte' });
    expect(deletion).toHaveTextContent(
      /nous effaçons votre nom, votre prénom, votre pseudonyme, votre adresse e-mail/,
    );
    expect(deletion).toHaveTextContent(/alias annulé chez le prestataire de paiement/);
    expect(deletion).toHaveTextContent(/l'organisateur en est prévenu par un message qui ne vous nomme pas/);
    expect(deletion).toHaveTextContent(/recréer un compte avec la même adresse e-mail/);
    const kept = within(deletion).getByText('Vos paiements', { selector: 'dt' }).nextElementSibling;
    expect(kept).toHaveTextContent(/10\s*ans/);
    expect(kept).toHaveTextContent(/article L123-22 du Code de commerce/);
    expect(kept).toHaveTextContent(/identité anonyme/);
    expect(
      within(deletion).getByText('Chez le prestataire de paiement', { selector: 'dt' }),
    ).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Vos droits et comment les exercer' });
    expect(rights).toHaveTextContent(/le bouton TÉLÉCHARGER MES DONNÉES de votre profil/);
  });
});
