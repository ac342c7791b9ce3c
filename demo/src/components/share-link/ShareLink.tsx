import { canShareLinks, copyLink, shareLink, shareLinkTexts } from './share-link.ts';
import './share-link.css';

/** Props of {@link ShareLink}. */
export interface ShareLinkProps {
  /** The group's name, e.g. « Lien d'invitation ». */
  label: string;
  url: string;
  /** The message the share sheet puts before the link. */
  shareText: string;
}

/**
 * A link to hand to friends: the whole address, readable and wrapped (never a cut-off read-only field),
 * with « Copier le lien » and, where the browser has a share sheet, « Partager ».
 *
 * @example <ShareLink label="Lien d'invitation" url={link} shareText="Je t'invite :" />
 */
export function ShareLink({ label, url, shareText }: ShareLinkProps) {
  return (
    <fieldset className="share-link">
      <legend className="share-link__label">{label}</legend>
      <a className="share-link__url" href={url}>
        {url}
      </a>
      <span className="share-link__actions">
        <button type="button" className="button button--outline" onClick={() => void copyLink(url)}>
          {shareLinkTexts.copy}
        </button>
        {canShareLinks() && (
          <button
            type="button"
            className="button button--outline"
            onClick={() => void shareLink(url, shareText)}
          >
            {shareLinkTexts.share}
          </button>
        )}
      </span>
    </fieldset>
  );
}
