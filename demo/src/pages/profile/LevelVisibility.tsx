import { fetchLevelHidden, saveLevelHidden } from '@multisalle/core';
import { useEffect, useId, useState } from 'react';

/**
 * MON NIVEAU's setting on MON COMPTE: hide the level from other players (open games, rankings, shared
 * links). The player still sees it in their own statistics.
 */
export function LevelVisibility({ onChange }: { onChange?: (hidden: boolean) => void }) {
  const [hidden, setHidden] = useState<boolean | undefined>(undefined);
  const [isSaving, setIsSaving] = useState(false);
  const hintId = useId();

  useEffect(() => {
    let isCurrent = true;
    void fetchLevelHidden().then((value) => {
      if (!isCurrent || value === undefined) return;
      setHidden(value);
      onChange?.(value);
    });
    return () => {
      isCurrent = false;
    };
  }, [onChange]);

  if (hidden === undefined) return null;
  return (
    <div className="level-visibility">
      <label className="level-visibility__label">
        <input
          type="checkbox"
          checked={hidden}
          disabled={isSaving}
          aria-describedby={hintId}
          onChange={async (event) => {
            const wanted = event.target.checked;
            // Shown at once, put back if the server refuses (its toast says why).
            setHidden(wanted);
            setIsSaving(true);
            const saved = await saveLevelHidden(wanted);
            setIsSaving(false);
            setHidden(saved ?? !wanted);
            if (saved !== undefined) onChange?.(saved);
          }}
        />
        Masquer mon niveau aux autres joueurs
      </label>
      <p id={hintId} className="level-visibility__hint">
        Vous voyez toujours votre niveau ici&nbsp;; les autres joueurs ne le voient plus dans les parties
        ouvertes, les classements ni vos liens partagés.
      </p>
    </div>
  );
}
