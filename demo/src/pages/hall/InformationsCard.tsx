import type { Hall } from '@multisalle/core';
import type { ReactNode } from 'react';

/** Props of {@link InformationsCard}. */
export interface InformationsCardProps {
  hall: Pick<Hall, 'address' | 'services'>;
  /** Shown at the bottom of the card (the gallery opener). */
  children?: ReactNode;
}

/**
 * The INFORMATIONS card (spec 2 "Hall page"): the full address and the hall's services, each with its
 * icon and label.
 *
 * @example <InformationsCard hall={hall}><Gallery ... /></InformationsCard>
 */
export function InformationsCard({ hall, children }: InformationsCardProps) {
  const { street, complement, postalCode, city } = hall.address;
  return (
    <section className="hall-info" aria-labelledby="informations-titre">
      <h2 id="informations-titre" className="hall-info__title">
        INFORMATIONS
      </h2>
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
