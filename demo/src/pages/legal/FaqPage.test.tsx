import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrequentQuestionsPage } from './legal-pages.tsx';
import { expectOrderedHeadings, expectTableOfContents, renderLegalPage } from './test-support.tsx';

describe('FaqPage (/faq)', () => {
  it('groups the questions under their themes, with a table of contents', () => {
    renderLegalPage(<FrequentQuestionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'FOIRE AUX QUESTIONS' })).toBeInTheDocument();
    expectOrderedHeadings();
    expectTableOfContents();
    for (const theme of [
      'Réserver',
      'Payer et partager les frais',
      'Annuler',
      'Inviter vos partenaires',
      'Entrer dans la salle',
      'Jouer en famille',
      'Accessibilité',
      'Collectivités et clubs',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: theme })).toBeInTheDocument();
    }
  });

  it('shows each question as a closed disclosure button inside an h3', () => {
    renderLegalPage(<FrequentQuestionsPage />);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions.length).toBeGreaterThanOrEqual(7);
    for (const question of questions) {
      const button = within(question).getByRole('button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
  });

  it('opens and closes an answer: cancellation up to 48 h before', async () => {
    renderLegalPage(<FrequentQuestionsPage />);
    const button = screen.getByRole('button', { name: /Jusqu'à quand puis-je annuler/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/jusqu'à 48\sh avant le début de la séance/);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('answers on shares, QR entry, family and accessibility', async () => {
    renderLegalPage(<FrequentQuestionsPage />);
    const expectAnswer = async (question: RegExp, words: RegExp) => {
      const button = screen.getByRole('button', { name: question });
      await userEvent.click(button);
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent(words);
    };
    await expectAnswer(/Quand suis-je débité/, /Après la séance seulement/);
    await expectAnswer(/Comment le prix est-il partagé/, /parts égales .* 15\s€ chacun/);
    await expectAnswer(/Comment entrer dans la salle/, /son propre QR code/);
    await expectAnswer(/Mon enfant n'a ni compte ni téléphone/, /MA FAMILLE/);
    await expectAnswer(/Le site est-il accessible/, /partiellement conforme au RGAA 4\.1/);
    expect(screen.getByRole('link', { name: "déclaration d'accessibilité" })).toHaveAttribute(
      'href',
      '/accessibilite',
    );
  });

  it("sends a town hall or a club to the partners' page to show a hall's planning on its site", async () => {
    renderLegalPage(<FrequentQuestionsPage />);
    await userEvent.click(screen.getByRole('button', { name: /Comment afficher le planning d'une salle/ }));
    // The partners' page is the server's, outside the site's routes: a plain link, opened in a new tab.
    expect(screen.getByRole('link', { name: /^Intégrer le planning sur votre site/ })).toHaveAttribute(
      'href',
      '/embed/',
    );
  });
});
