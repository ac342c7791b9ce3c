import type { Hall } from '@multisalle/core';
import type { ReactNode } from 'react';

/** Props of {@link InformationsCard}. */
export interface InformationsCardProps {
  hall: Pick<Hall, 'address' | 'services' | 'description'>;
  /** Shown at the bottom of the card (the gallery opener). */
  children?: ReactNode;
}

/** A description's paragraphs (split on blank lines), each as its lines: plain text, never markup. */
export function descriptionParagraphs(text: string | null | undefined): string[][] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * The INFORMATIONS card (spec 2 "Hall page"): the hall's own description when its console wrote one (plain
 * text in paragraphs), the full address and the hall's services, each with its icon and label.
 *
 * @example <InformationsCard hall={hall}><Gallery ... /></InformationsCard>
 */
export function InformationsCard({ hall, children }: InformationsCardProps) {
  const { street, complement, postalCode, city } = hall.address;
  const paragraphs = descriptionParagraphs(hall.description);
  return (
    <section className="hall-info" aria-labelledby="informations-titre">
      <h2 id="informations-titre" className="hall-info__title">
        INFORMATIONS
      </h2>
      {paragraphs.length > 0 && (
        <div className="hall-info__description">
          {paragraphs.map((lines, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered.
            <p key={index}>
              {lines.map((line, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph, never reordered.
                <span key={at}>
                  {at > 0 && <br />}
                  {line}
                </span>
              ))}
            </p>
          ))}
        </div>
      )}
      <h3 className="hall-info__subtitle">Adresse</h3>
      <address className="hall-info__address">
        {street}
        {complement && (
          <>
            <br />
            {complement}
          </>
        )}
        <br />
        {postalCode} {city}
      </address>
      {hall.services.length > 0 && (
        <>
          <h3 id="services-titre" className="hall-info__subtitle">
            Services
          </h3>
          <ul className="hall-services" aria-labelledby="services-titre">
            {hall.services.map((service) => (
              <li key={service.label} className="hall-services__item">
                <img src={service.iconUrl} alt="" width="32" height="32" loading="lazy" />
                <span>{service.label}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
