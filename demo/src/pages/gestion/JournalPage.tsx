import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAfterRender } from '../../app/use-after-render.ts';
import { euros } from './action-messages.ts';
import { ConsoleFrame, LoadError, Loading } from './ConsoleFrame.tsx';
import { addedCodeText, withdrawnCodeText } from './discounts-messages.ts';
import { auditTimeText, dateText, isLocalDate } from './format.ts';
import { newsAuditText } from './hall-news-messages.ts';
import { actionWords, olderLoaded, roleWords, consoleMessages as t } from './messages.ts';
import type { DeviceScope } from './rules-api.ts';
import { scopeWords } from './rules-messages.ts';
import { type AuditLine, fetchAudit, type StaffRole } from './staff-api.ts';
import { StaffApiError } from './staff-session.ts';
import { useHeadingFocus, useStaffData } from './use-console.ts';

/** Lines per page of the journal. */
const PAGE_SIZE = 50;

const roleText = (value: unknown) =>
  typeof value === 'string' && value in roleWords ? roleWords[value as StaffRole] : String(value ?? '—');

const minutesText = (value: unknown) => (typeof value === 'number' ? `${value}\u00a0min` : '—');

const scopesText = (value: unknown) =>
  Array.isArray(value)
    ? value.map((scope) => scopeWords[scope as DeviceScope] ?? String(scope)).join(', ')
    : '';

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** « Semaine de Court 1 ; dates exceptionnelles : 25 décembre 2026 ; 1 réservation annulée ». */
function hoursChangeText(details: Record<string, unknown>): string {
  const courts = listOf(details.nomsTerrains);
  const days = listOf(details.exceptions).map((date) => (isLocalDate(date) ? dateText(date) : date));
  const count = (ids: unknown, word: string) => {
    const found = listOf(ids).length;
    return found === 0 ? [] : [`${found} réservation${found > 1 ? 's' : ''} ${word}${found > 1 ? 's' : ''}`];
  };
  return [
    ...(courts.length > 0 ? [`Semaine de ${courts.join(', ')}`] : []),
    days.length > 0 ? `dates exceptionnelles\u00a0: ${days.join(', ')}` : 'aucune date exceptionnelle',
    ...count(details.reservationsAnnulees, 'annulée'),
    ...count(details.reservationsConservees, 'gardée'),
  ].join('\u00a0; ');
}

/**
 * A line's details in words: the member and their roles for the staff's actions, the door's window before
 * and after, a device and its scopes, a refund's amount; else `clé : valeur`.
 */
function detailsText(line: AuditLine): string {
  const { details } = line;
  const email = typeof details.email === 'string' ? details.email : '';
  switch (line.action) {
    case 'personnel.ajout':
      return `${email}, ${roleText(details.role)}`;
    case 'personnel.role':
      return `${email}\u00a0: ${roleText(details.avant)} → ${roleText(details.apres)}`;
    case 'personnel.retrait':
      return `${email} (était ${roleText(details.avant)})`;
    case 'regle.porte':
      return `${minutesText(details.avant)} → ${minutesText(details.ouvertureMinutesAvant)} avant la séance`;
    case 'regle.horaires':
      return hoursChangeText(details);
    case 'regle.tarifs': {
      const days = listOf(details.aPartirDu).filter(isLocalDate).map(dateText);
      const from = days.length > 0 ? `\u00a0; à partir du ${days.join(', du ')}` : '';
      return `${String(details.regles ?? '—')} tarifs (${String(details.avant ?? '—')} avant)${from}`;
    }
    case 'reduction.ajout':
      return addedCodeText(details);
    case 'reduction.retrait':
      return withdrawnCodeText(details);
    case 'actualite.publication':
    case 'actualite.retrait':
      return newsAuditText(details);
    case 'fiche.description':
      return `${String(details.avant ?? 0)} → ${String(details.caracteres ?? 0)} caractères`;
    case 'fiche.video':
      return `${typeof details.url === 'string' ? details.url : 'vidéo du site'}${details.requise === true ? ', obligatoire' : ''}`;
    case 'fiche.photo.ajout':
    case 'fiche.photo.texte':
    case 'fiche.photo.retrait':
      return `«\u00a0${String(details.texteAlternatif ?? '—')}\u00a0»`;
    case 'convention.ajout':
    case 'convention.modification':
    case 'convention.retrait':
      return `«\u00a0${String(details.titre ?? '—')}\u00a0»`;
    case 'appareil.ajout':
      return `${String(details.nom ?? '')}\u00a0: ${scopesText(details.portees)}`;
    case 'appareil.revocation':
      return String(details.nom ?? '');
    case 'paiement.remboursement': {
      const amount = typeof details.montant === 'number' ? `${euros(details.montant)}, ` : '';
      return `${amount}réservation ${String(details.idReservation ?? '—')}`;
    }
    case 'paiement.relance': {
      const amount =
        typeof details.montantCentimes === 'number' ? `${euros(details.montantCentimes)} à ` : '';
      return `${amount}${String(details.joueur ?? '—')}, réservation ${String(details.idReservation ?? '—')}`;
    }
    default:
      return Object.entries(details)
        .map(
          ([key, value]) =>
            `${key}\u00a0: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
        )
        .join(', ');
  }
}

/**
 * `/gestion/:cle/journal` (owners): the staff's actions in the hall, newest first, in words, 50 at a time
 * with « Plus ancien » for the page before.
 */
export function JournalPage() {
  const { cle = '' } = useParams();
  return <ConsoleFrame hallKey={cle}>{() => <JournalView hallKey={cle} />}</ConsoleFrame>;
}

function JournalView({ hallKey }: { hallKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  useHeadingFocus(heading);
  const { state, reload, setData } = useStaffData(
    async (signal) => {
      const lines = await fetchAudit(hallKey, { limit: PAGE_SIZE }, signal);
      return { lines, isComplete: lines.length < PAGE_SIZE };
    },
    [hallKey],
  );
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const [news, setNews] = useState('');

  if (state.status === 'loading' || state.status === 'failed') {
    return (
      <JournalSection heading={heading}>
        {state.status === 'loading' ? (
          <Loading />
        ) : (
          <LoadError
            message={state.error.message}
            onRetry={state.error.status === 403 ? undefined : reload}
          />
        )}
      </JournalSection>
    );
  }
  const { lines, isComplete } = state.data;

  const loadOlder = async () => {
    const last = lines.at(-1);
    if (!last || isLoadingOlder) return;
    setIsLoadingOlder(true);
    setOlderError(null);
    try {
      const older = await fetchAudit(hallKey, { limit: PAGE_SIZE, before: last.id });
      const isDone = older.length < PAGE_SIZE;
      setData({ lines: [...lines, ...older], isComplete: isDone });
      setNews(olderLoaded(older.length));
      // The button is gone with the last page: the focus goes to the words that replace it.
      if (isDone) afterRender(() => endRef.current?.focus());
    } catch (error) {
      setOlderError(error instanceof StaffApiError ? error.message : String(error));
    } finally {
      setIsLoadingOlder(false);
    }
  };

  return (
    <JournalSection heading={heading}>
      {lines.length === 0 ? (
        <p>{t.noAction}</p>
      ) : (
        // A table scrolled sideways on a phone: a region of its own, reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
        <section className="gestion-table-scroll" aria-label={t.journalTable} tabIndex={0}>
          <table className="gestion-table gestion-table--stack">
            <caption className="visually-hidden">{t.journalTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.details}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className="gestion-table__when">{auditTimeText(line.at)}</td>
                  <td data-label={t.who}>{line.by}</td>
                  <td data-label={t.what}>{actionWords[line.action] ?? line.action}</td>
                  <td data-label={t.details}>{detailsText(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className="gestion-form-status" role="status">
        {isLoadingOlder ? t.loadingOlder : news}
      </p>
      {olderError && (
        <p className="gestion-alert" role="alert">
          {olderError}
        </p>
      )}
      {lines.length > 0 &&
        (isComplete ? (
          <p ref={endRef} tabIndex={-1} className="gestion-muted">
            {t.journalEnd}
          </p>
        ) : (
          <button
            type="button"
            className="button button--outline"
            aria-disabled={isLoadingOlder ? 'true' : undefined}
            onClick={loadOlder}
          >
            {t.older}
          </button>
        ))}
    </JournalSection>
  );
}

function JournalSection({
  heading,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section className="gestion-section" aria-labelledby="gestion-journal-titre">
      <h1 id="gestion-journal-titre" ref={heading} tabIndex={-1} className="page-title">
        {t.journalTitle}
      </h1>
      {children}
    </section>
  );
}
