import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessibilityStatementPage } from './legal-pages.tsx';
import { expectOrderedHeadings, expectTableOfContents, renderLegalPage } from './test-support.tsx';

describe('AccessibilityStatementPage (/accessibilite)', () => {
  it('follows the RGAA 4.1 model: its sections in order, one h1, a table of contents', () => {
    renderLegalPage(<AccessibilityStatementPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" }),
    ).toBeInTheDocument();
    expectOrderedHeadings();
    expectTableOfContents();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Sommaire',
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      'Amélioration',
      "Retour d'information et contact",
      'Voies de recours',
    ]);
    for (const name of [
      'Non-conformités',
      'Dérogations pour charge disproportionnée',
      "Contenus non soumis à l'obligation d'accessibilité",
      'Technologies utilisées',
      'Environnement de test',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('says « partiellement conforme », on an internal audit, with no external audit yet', () => {
    renderLegalPage(<AccessibilityStatementPage />);
    const status = screen.getByRole('region', { name: 'État de conformité' });
    expect(status).toHaveTextContent(/partiellement conforme .*\(RGAA\), version 4\.1/);
    expect(status).toHaveTextContent(/audit interne/);
    expect(status).toHaveTextContent(/Aucun audit externe/);
    const results = screen.getByRole('region', { name: 'Résultats des tests' });
    expect(results).toHaveTextContent(/axe-core.*WCAG 2\.1 niveaux A et AA.*Chromium/);
    expect(results).toHaveTextContent(/1280\s×\s800.*390\s×\s844/);
    expect(results).toHaveTextContent(/tests au clavier/);
    // What e2e/keyboard-booking.spec.ts and e2e/invitation.spec.ts cover.
    expect(results).toHaveTextContent(/réservation complète au clavier seul/);
    expect(results).toHaveTextContent(/réponse à une invitation/);
    // What PlanningPanel.test.tsx and e2e/slot-cards.spec.ts check of every slot's name.
    expect(results).toHaveTextContent(/nom abrégé du terrain .*WCAG 2\.5\.3/);
  });

  it('lists the known gaps and the date of the statement', () => {
    renderLegalPage(<AccessibilityStatementPage />);
    const gaps = screen.getByRole('region', { name: 'Non-conformités' });
    // The planning's slot names hold the court's short name a narrow tile shows: no gap there now.
    expect(gaps).not.toHaveTextContent(/Planning/);
    expect(gaps).toHaveTextContent(/Vidéo des consignes de sécurité.*aucune transcription textuelle/);
    expect(screen.getByRole('region', { name: 'Établissement de cette déclaration' })).toHaveTextContent(
      /établie le 23 novembre 2026/,
    );
  });

  it("gives the contact address and the Défenseur des droits' channels", () => {
    renderLegalPage(<AccessibilityStatementPage />);
    const contact = screen.getByRole('region', { name: "Retour d'information et contact" });
    expect(within(contact).getByRole('link', { name: 'accessibilite@multisalle.fr' })).toHaveAttribute(
      'href',
      'mailto:accessibilite@multisalle.fr?subject=Accessibilit%C3%A9%20du%20site',
    );
    const appeal = screen.getByRole('region', { name: 'Voies de recours' });
    expect(
      within(appeal).getByRole('link', { name: /écrire un message au Défenseur des droits/ }),
    ).toHaveAttribute('href', 'https://formulaire.defenseurdesdroits.fr/');
    expect(within(appeal).getByRole('link', { name: /délégué du Défenseur des droits/ })).toHaveAttribute(
      'href',
      'https://www.defenseurdesdroits.fr/saisir/delegues',
    );
    expect(within(appeal).getByRole('link', { name: /^09\s69\s39\s00\s00$/ })).toHaveAttribute(
      'href',
      'tel:+33969390000',
    );
    expect(appeal).toHaveTextContent(/Libre réponse 71120.*75342 Paris CEDEX 07/);
  });
});
