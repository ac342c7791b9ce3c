import { productNames, sportGrid } from '@multisalle/core';
import { Link } from 'react-router';

/** The sports grid (anchor `#sport`): a sport with an article links to it; the others are plain tiles. */
export function SportGrid() {
  const { routeSegment, productKey } = productNames();
  return (
    <section id="sport" className="sport-grid anchor-target" aria-labelledby="sports-titre">
      <div className="container">
        <h2 id="sports-titre" className="section-title">
          LES SPORTS
        </h2>
        <p className="section-lead">Un terrain motorisé qui se reconfigure pour chaque sport.</p>
        <ul className="sport-grid__list">
          {sportGrid(productKey).map((sport) => {
            const content = (
              <>
                <img src={`/sports/${sport.icon}.svg`} alt="" width="56" height="56" loading="lazy" />
                <span className="sport-grid__label">{sport.label}</span>
              </>
            );
            return (
              <li key={sport.label}>
                {sport.slug ? (
                  <Link to={`/${routeSegment}/article-sport/${sport.slug}`} className="sport-grid__item">
                    {content}
                  </Link>
                ) : (
                  <div className="sport-grid__item sport-grid__item--static">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
