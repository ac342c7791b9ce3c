import { Link, useSearchParams } from 'react-router';
import { AccountDashboard } from './AccountDashboard.tsx';
import { FamilyTab } from './FamilyTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';
import { ReservationsTab } from './ReservationsTab.tsx';
import '../../styles/account.css';

/** The profile tabs of spec 1 section 2, by query `q`. */
export const profileTabs = [
  { q: 'profile', label: 'MON COMPTE' },
  { q: 'reservation', label: 'MES RÉSERVATIONS' },
  { q: 'reglements', label: 'MES PAIEMENTS' },
  { q: 'contacts', label: 'MA FAMILLE' },
] as const;

type TabKey = (typeof profileTabs)[number]['q'];

function tabOf(q: string | null): TabKey {
  return profileTabs.some((tab) => tab.q === q) ? (q as TabKey) : 'profile';
}

/**
 * /profile (login required): the tab named by `q`. MON COMPTE holds the account dashboard, MES PAIEMENTS
 * the payment history, MES RÉSERVATIONS the player's reservations, MA FAMILLE their family members.
 */
export function ProfilePage() {
  const [params] = useSearchParams();
  const current = tabOf(params.get('q'));
  const currentLabel = profileTabs.find((tab) => tab.q === current)?.label ?? 'MON COMPTE';

  return (
    <section className="profile-page" aria-labelledby="profile-titre">
      <h1 id="profile-titre" className="page-title">
        {currentLabel}
      </h1>
      <nav className="profile-tabs" aria-label="Rubriques de mon compte">
        <ul>
          {profileTabs.map((tab) => (
            <li key={tab.q}>
              <Link
                to={`/profile?q=${tab.q}`}
                className="profile-tabs__link"
                aria-current={tab.q === current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'profile' ? (
        <AccountDashboard />
      ) : current === 'reglements' ? (
        <PaymentsTab />
      ) : current === 'reservation' ? (
        <ReservationsTab />
      ) : (
        <FamilyTab />
      )}
    </section>
  );
}
