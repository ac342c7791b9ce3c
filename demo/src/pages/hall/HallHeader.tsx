import type { Hall } from '@multisalle/core';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { CartRecap } from './CartRecap.tsx';

/** The banner shown when a hall has none (spec 2 "Hall page": "banner image (default if none)"). */
export const DEFAULT_BANNER_URL = '/images/hall-default.svg';

/**
 * The top of the hall page (spec 2 "Hall page"): the banner, a RETOUR link to the home page, the round
 * back arrow of small screens (spec 1 "Navigation and header", shown below 768 px by `hall.css`), the
 * cart recap opener, then the hall name and its city.
 *
 * @example <HallHeader hall={hall} />
 */
export function HallHeader({ hall }: { hall: Pick<Hall, 'name' | 'bannerUrl' | 'address'> }) {
  return (
    <div className="hall-header">
      <div className="hall-header__banner">
        <img src={hall.bannerUrl || DEFAULT_BANNER_URL} alt="" width="1200" height="320" />
        <Link to="/" className="hall-header__back-arrow" aria-label="Retour à l'accueil">
          <ArrowLeftIcon />
        </Link>
      </div>
      <div className="hall-header__bar">
        <Link to="/" className="hall-header__return">
          <ArrowLeftIcon />
          RETOUR
        </Link>
        <CartRecap />
      </div>
      <div className="hall-header__title">
        <h1 className="page-title hall-header__name">{hall.name}</h1>
        <p className="hall-header__city">{hall.address.city}</p>
      </div>
    </div>
  );
}
