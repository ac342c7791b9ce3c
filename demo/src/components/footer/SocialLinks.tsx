import facebookSvg from '../../../public/social/facebook.svg?raw';
import instagramSvg from '../../../public/social/instagram.svg?raw';
import linkedinSvg from '../../../public/social/linkedin.svg?raw';
import youtubeSvg from '../../../public/social/youtube.svg?raw';
import { siteLinks } from '../../app/site-links.ts';
import { InlineSvg } from '../inline-svg/InlineSvg.tsx';

const networks = [
  { name: 'Facebook', href: siteLinks.facebook, icon: facebookSvg },
  { name: 'Instagram', href: siteLinks.instagram, icon: instagramSvg },
  { name: 'YouTube', href: siteLinks.youtube, icon: youtubeSvg },
  { name: 'LinkedIn', href: siteLinks.linkedin, icon: linkedinSvg },
] as const;

/** Links to the brand's social network pages, each named for screen readers. */
export function SocialLinks({ label = 'Réseaux sociaux' }: { label?: string }) {
  return (
    <ul className="social-links" aria-label={label}>
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer" className="social-links__link">
            <InlineSvg svg={network.icon} label={`Multisalle sur ${network.name} (nouvel onglet)`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
