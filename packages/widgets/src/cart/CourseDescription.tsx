import { type CartLineDescription, cartTexts } from '@multisalle/core';
import { useMemo } from 'react';
import { useConventionSanitizer } from '../hooks/use-convention-sanitizer';

/** Props of {@link CourseDescription}. */
export interface CourseDescriptionProps {
  description: CartLineDescription;
}

/**
 * What a cours line says about the class (spec 2 section 3, `description`): its picture (decorative: the
 * sport and the level are already in the text), its level ('Niveau avancé', spec 2 section 9), its coach
 * and its HTML text, rendered only through the convention sanitizer. Nothing when every field is empty.
 *
 * @example <CourseDescription description={line.description} />
 */
export function CourseDescription({ description }: CourseDescriptionProps) {
  const { imageUrl, level, coach, unsafeHtml } = description;
  // Without DOMPurify (still loading, or failed) the class's text waits: never shown unsanitized.
  const sanitize = useConventionSanitizer();
  const html = useMemo(() => (unsafeHtml && sanitize ? sanitize(unsafeHtml) : ''), [unsafeHtml, sanitize]);
  if (!imageUrl && !level && !coach && !html) return null;
  return (
    <div className="ms-cart-line__course">
      {imageUrl ? (
        <img className="ms-cart-line__course-img" src={imageUrl} alt="" width="120" height="80" />
      ) : null}
      <div className="ms-cart-line__course-text">
        {level ? <p className="ms-cart-line__level">{level}</p> : null}
        {coach ? <p className="ms-cart-line__coach">{cartTexts.coach(coach)}</p> : null}
        {html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through the convention sanitizer (spec 2 section 5).
          <div className="ms-cart-line__course-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
      </div>
    </div>
  );
}
