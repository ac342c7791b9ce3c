import { useId, useState } from 'react';

/** One link a share button offers. */
export interface ShareTarget {
  label: string;
  /** A site path (`/share/...`, `/miniature?...`). */
  path: string;
}

/**
 * A PARTAGER button that shows the share links it built: each as a read-only field to copy, a COPIER
 * button and a link to open the public page.
 */
export function ShareLinks({ name, targets }: { name: string; targets: ShareTarget[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const panelId = useId();
  const absolute = (path: string) => new URL(path, window.location.origin).toString();
  return (
    <div className="share-links">
      <button
        type="button"
        className="button button--outline"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        PARTAGER<span className="visually-hidden"> {name}</span>
      </button>
      {isOpen && (
        <ul id={panelId} className="share-links__list">
          {targets.map((target) => (
            <li key={target.path} className="share-links__item">
              <label>
                <span>{target.label}</span>
                <input
                  type="text"
                  readOnly
                  value={absolute(target.path)}
                  onFocus={(e) => e.target.select()}
                />
              </label>
              <button
                type="button"
                className="button button--ghost"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(absolute(target.path));
                    setCopied(target.path);
                  } catch {
                    setCopied(null);
                  }
                }}
              >
                COPIER<span className="visually-hidden">&nbsp;: {target.label}</span>
              </button>
              <a href={target.path} target="_blank" rel="noopener">
                Ouvrir<span className="visually-hidden">&nbsp;: {target.label}</span>
              </a>
            </li>
          ))}
          <li aria-live="polite" className="share-links__status">
            {copied ? 'Lien copié.' : ''}
          </li>
        </ul>
      )}
    </div>
  );
}
