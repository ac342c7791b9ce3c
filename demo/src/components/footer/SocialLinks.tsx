import { siteLinks } from '../../app/site-links.ts';

const networks = [
  { name: 'Facebook', href: siteLinks.facebook, icon: '/social/facebook.svg' },
  { name: 'Instagram', href: siteLinks.instagram, icon: '/social/instagram.svg' },
  { name: 'YouTube', href: siteLinks.youtube, icon: '/social/youtube.svg' },
  { name: 'LinkedIn', href: siteLinks.linkedin, icon: '/social/linkedin.svg' },
] as const;

/** Links to the brand's social network pages, each named for screen readers. */
export function SocialLinks({ label = 'Réseaux sociaux' }: { label?: string }) {
  return (
    <ul className="social-links" aria-label={label}>
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <img
              src={network.icon}
              alt={`Multisalle sur ${network.name} (nouvel onglet)`}
              width="40"
              height="40"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
