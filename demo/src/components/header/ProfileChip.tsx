import type { Profile } from '@multisalle/core';
import { Link } from 'react-router';
import avatarSvg from '../../../public/images/avatar-default.svg?raw';
import '../../styles/account.css';
import { InlineSvg } from '../inline-svg/InlineSvg.tsx';

/** The logged-in header chip: avatar (default image when empty) and first and last name, to /profile?q=profile. */
export function ProfileChip({ profile }: { profile: Profile | null }) {
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <Link to="/profile?q=profile" className="profile-chip">
      {profile?.avatarUrl ? (
        <img src={profile.avatarUrl} alt="" width="36" height="36" className="profile-chip__avatar" />
      ) : (
        <span className="profile-chip__avatar">
          <InlineSvg svg={avatarSvg} />
        </span>
      )}
      <span className="profile-chip__name">{name || 'Mon profil'}</span>
    </Link>
  );
}
