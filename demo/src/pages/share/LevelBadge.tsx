import { formatLevel, type PlayerLevel } from '@multisalle/core';

/**
 * A player's level in a sport: « Niveau 4,6 / 7 », and « niveau provisoire » below 5 recorded
 * matches. Shared by the profile's statistics and the performance share page.
 */
export function LevelBadge({ level }: { level: PlayerLevel }) {
  return (
    <p className="level-badge" data-provisional={level.isProvisional ? 'true' : undefined}>
      Niveau <strong className="level-badge__value">{formatLevel(level.value)}</strong>
      <span className="level-badge__scale"> / 7</span>
      {level.isProvisional && <span className="level-badge__provisional">niveau provisoire</span>}
    </p>
  );
}
