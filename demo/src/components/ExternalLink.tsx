import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Show the small "leaves the site" arrow after the text. @default true */
  showIcon?: boolean;
}

/** A link to another site, opened in a new tab without opener, saying so to screen readers. */
export function ExternalLink({ children, showIcon = true, className, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">(nouvel onglet)</span>
      {showIcon && (
        <svg className="external-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path
            d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </a>
  );
}
