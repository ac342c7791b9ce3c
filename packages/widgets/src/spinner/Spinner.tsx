import { LOADING_MESSAGE } from '@multisalle/core';
import './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What screen readers announce. @default 'Chargement en cours…' */
  label?: string;
  /** Size of the circle. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Extra class names on the root. */
  className?: string;
}

/**
 * An accessible loading indicator: a `status` live region with a visually hidden French label.
 *
 * @example {isLoading && <Spinner label="Chargement des créneaux…" />}
 */
export function Spinner({ label = LOADING_MESSAGE, size = 'medium', className }: SpinnerProps) {
  return (
    <span role="status" className={className ? `ms-spinner ${className}` : 'ms-spinner'} data-size={size}>
      <span className="ms-spinner__circle" aria-hidden="true" />
      <span className="ms-visually-hidden">{label}</span>
    </span>
  );
}
