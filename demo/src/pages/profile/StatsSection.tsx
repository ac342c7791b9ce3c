import {
  $session,
  $stats,
  loadPerformances,
  loadRanking,
  type Performance,
  performanceShareOf,
  performanceSharePath,
  sportMeasures,
} from '@multisalle/core';
import { Spinner } from '@multisalle/widgets';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { LevelBadge } from '../share/LevelBadge.tsx';
import { PerformanceFigures } from '../share/PerformanceFigures.tsx';
import { RankingTable } from '../share/RankingTable.tsx';
import { RecentMatches } from '../share/RecentMatches.tsx';
import { ShareLinks } from '../share/ShareLinks.tsx';
import '../share/share.css';
import { LevelVisibility } from './LevelVisibility.tsx';

const ALL_SPORTS = 'tous';

/**
 * MES STATISTIQUES on MON COMPTE (spec 1 "Statistics (profile)"): the player's performances over all
 * sports or one sport (a sport picker), the sport's ranking, the latest matches, and a share button on
 * each that builds the public link (spec 2 "Share pages").
 */
export function StatsSection() {
  const { user, profile } = useStore($session);
  const stats = useStore($stats);
  const [choice, setChoice] = useState<string>(ALL_SPORTS);
  const pickerId = useId();
  const contactId = user?.contactId ?? null;
  // A hidden level stays off the public share links too.
  const [isLevelHidden, setIsLevelHidden] = useState(false);
  const onLevelVisibility = useCallback((hidden: boolean) => setIsLevelHidden(hidden), []);

  useEffect(() => {
    if (contactId !== null) void loadPerformances(contactId);
  }, [contactId]);
  // The first sport is picked once the figures arrive, so the ranking shows without a click.
  const firstSportId = stats.bySport[0]?.sportId;
  useEffect(() => {
    if (firstSportId !== undefined)
      setChoice((current) => (current === ALL_SPORTS ? String(firstSportId) : current));
  }, [firstSportId]);
  const sport = stats.bySport.find((line) => String(line.sportId) === choice);
  const sportId = sport?.sportId;
  useEffect(() => {
    if (sportId !== undefined && stats.contactId !== null) void loadRanking(sportId);
  }, [sportId, stats.contactId]);

  if (!stats.isFetched || stats.isLoading || stats.hasFailed || !stats.overall) {
    return (
      <div className="account-card">
        <h2 className="account-card__title">MES STATISTIQUES</h2>
        {stats.hasFailed ? (
          <p>Vos statistiques n'ont pas pu être chargées.</p>
        ) : (
          <Spinner label="Chargement des statistiques" />
        )}
      </div>
    );
  }

  const player = profile?.pseudonym ?? '';
  const figures: Performance = sport ?? stats.overall;
  const sharedFigures = isLevelHidden && sport ? { ...sport, level: undefined } : figures;
  const sportLabel = sport?.sportLabel ?? 'Tous sports';
  const ranking = sportId === undefined ? undefined : stats.rankings[sportId];
  const ownLine = ranking?.lines.find((line) => line.contactId === contactId);
  const matches = stats.recentMatches.filter((match) => sportId === undefined || match.sportId === sportId);

  return (
    <div className="account-card stats-section">
      <h2 className="account-card__title">MES STATISTIQUES</h2>
      <div className="stats-section__picker">
        <label htmlFor={pickerId}>Sport</label>
        <select id={pickerId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={ALL_SPORTS}>Tous les sports</option>
          {stats.bySport.map((line) => (
            <option key={line.sportId} value={String(line.sportId)}>
              {line.sportLabel}
            </option>
          ))}
        </select>
      </div>
      {stats.attendedSessions !== null && (
        <p className="stats-section__attendance">
          Séances en salle&nbsp;: <strong>{stats.attendedSessions}</strong>
        </p>
      )}

      <section aria-labelledby={`${pickerId}-perf`} className="stats-section__block">
        <h3 id={`${pickerId}-perf`}>MES PERFORMANCES · {sportLabel}</h3>
        {sport?.level && <LevelBadge level={sport.level} />}
        <PerformanceFigures {...figures} measures={sportMeasures(sport?.sportLabel)} />
        <ShareLinks
          name="mes performances"
          targets={[
            {
              label: 'Lien de mes performances',
              path: performanceSharePath(performanceShareOf(player, sportLabel, sharedFigures)),
            },
          ]}
        />
      </section>

      <section aria-labelledby={`${pickerId}-rank`} className="stats-section__block">
        <h3 id={`${pickerId}-rank`}>MON CLASSEMENT{sport ? ` · ${sport.sportLabel}` : ''}</h3>
        {sportId === undefined && (
          <p>
            {stats.bySport.length === 0
              ? 'Aucun classement pour le moment\u00a0: il apparaîtra après votre premier match enregistré.'
              : 'Choisissez un sport pour voir votre classement.'}
          </p>
        )}
        {ranking?.isLoading && ranking.lines.length === 0 && <Spinner label="Chargement du classement" />}
        {ranking?.hasFailed && <p>Le classement n'a pas pu être chargé.</p>}
        {ranking && !ranking.isLoading && !ranking.hasFailed && ranking.lines.length === 0 && (
          <p>Aucun classement pour ce sport.</p>
        )}
        {ranking && ranking.lines.length > 0 && sport && (
          <>
            <RankingTable lines={ranking.lines} sportLabel={sport.sportLabel} ownContactId={contactId} />
            {ownLine && (
              <ShareLinks
                name="mon classement"
                targets={[
                  {
                    label: 'Lien de mon classement',
                    path: performanceSharePath({
                      ...performanceShareOf(player, sport.sportLabel, sharedFigures),
                      rank: { position: ownLine.position, of: ranking.lines.length },
                    }),
                  },
                ]}
              />
            )}
          </>
        )}
      </section>

      <section aria-labelledby={`${pickerId}-level`} className="stats-section__block">
        <h3 id={`${pickerId}-level`}>MON NIVEAU</h3>
        <p>
          Votre niveau de 1 à 7 dans chaque sport est calculé à partir des matchs enregistrés par les
          salles&nbsp;; il reste provisoire jusqu'à 5 matchs.
        </p>
        <LevelVisibility onChange={onLevelVisibility} />
      </section>

      <section aria-labelledby={`${pickerId}-matches`} className="stats-section__block">
        <h3 id={`${pickerId}-matches`}>MES DERNIERS MATCHS</h3>
        <RecentMatches matches={matches} />
      </section>
    </div>
  );
}
