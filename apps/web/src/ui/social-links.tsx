import type { ComponentType } from 'react';
import type { Resource } from '@jade/contract/system';
import { cn } from '../lib/cn';
import { FacebookIcon, InstagramIcon, TelegramIcon, WhatsappIcon, XSocialIcon, YoutubeIcon } from './icons';

const SOCIAL: Partial<
  Record<Resource['resourceType'], { name: string; Icon: ComponentType<{ size?: number }> }>
> = {
  WHATSAPP: { name: 'WhatsApp', Icon: WhatsappIcon },
  FACEBOOK: { name: 'Facebook', Icon: FacebookIcon },
  INSTAGRAM: { name: 'Instagram', Icon: InstagramIcon },
  TELEGRAM: { name: 'Telegram', Icon: TelegramIcon },
  YOUTUBE: { name: 'YouTube', Icon: YoutubeIcon },
  TWITTER: { name: 'X', Icon: XSocialIcon },
};

export function socialResources(resources: readonly Resource[]): Resource[] {
  return resources.filter((r) => SOCIAL[r.resourceType] && r.url);
}

/** Social links from the brand's resources, each with an accessible name. */
export function SocialLinks({
  resources,
  className,
  itemClassName,
  labelFor = (name) => name,
}: {
  resources: readonly Resource[];
  className?: string;
  itemClassName?: string;
  /** Builds the accessible name, e.g. "Jade on Facebook". */
  labelFor?: (name: string) => string;
}) {
  const links = socialResources(resources);
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map((resource) => {
        const social = SOCIAL[resource.resourceType]!;
        return (
          <li key={resource.resourceType}>
            <a
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labelFor(resource.labelNameEn || social.name)}
              className={cn(
                'flex h-10 w-10 items-center justify-center rounded-full transition hover:-translate-y-0.5',
                itemClassName,
              )}
            >
              <social.Icon size={19} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
