import { formatLevel, type RankingLine } from '@multisalle/core';
import { formatCount, formatPercent } from './format.ts';

/**
 * MON CLASSEMENT (spec 2): position, player, level, matches played, wins, draws, losses, win
 * ratio. Tied players show the same position; the viewer's own line is marked. A player who hid their
 * level (or has none yet) shows « non communiqué »; the viewer always sees their own.
 */
export function RankingTable({
  lines,
  sportLabel,
  ownContactId,
}: {
  lines: RankingLine[];
  sportLabel: string;
  ownContactId: number | null;
}) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
    <section className="stats-table-wrapper" tabIndex={0} aria-label={`Classement ${sportLabel}`}>
      <table className="stats-table">
        <caption className="visually-hidden">Classement {sportLabel}</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Joueur</th>
            <th scope="col">Niveau</th>
            <th scope="col">Matchs joués</th>
            <th scope="col">Victoires</th>
            <th scope="col">Nuls</th>
            <th scope="col">Défaites</th>
            <th scope="col">Ratio de victoires</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const isOwn = line.contactId === ownContactId;
            return (
              <tr key={line.contactId} data-own={isOwn ? 'true' : undefined}>
                <td>{formatCount(line.position)}</td>
                <th scope="row">
                  {line.player}
                  {isOwn && ' (vous)'}
                </th>
                <td>
                  {line.level ? (
                    `${formatLevel(line.level.value)}${line.level.isProvisional ? ' (provisoire)' : ''}`
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">non communiqué</span>
                    </>
                  )}
                </td>
                <td>{formatCount(line.matches)}</td>
                <td>{formatCount(line.wins)}</td>
                <td>{formatCount(line.draws)}</td>
                <td>{formatCount(line.losses)}</td>
                <td>{formatPercent(line.winPercent)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
