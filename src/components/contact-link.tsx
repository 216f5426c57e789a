import { IconSvg } from './icon-svg.tsx';
import { mailtoHref, telHref } from './links.ts';

/**
 * A phone number or an e-mail address as the site shows a contact's: its icon and a tel: or mailto: link
 * (the contact section's cards, a block's contact, a service's contact box).
 */
export function ContactLink({
  kind,
  value,
  as: Tag = 'p',
  className,
}: {
  kind: 'phone' | 'mail';
  value: string;
  as?: 'p' | 'li';
  className?: string;
}) {
  return (
    <Tag className={`flex items-center gap-2${className ? ` ${className}` : ''}`}>
      <IconSvg name={kind} className="size-4 text-primary-600" />
      <a
        href={kind === 'phone' ? telHref(value) : mailtoHref(value)}
        className={kind === 'mail' ? 'link break-all' : 'link'}
        dir={kind === 'phone' ? 'ltr' : undefined}
      >
        {value}
      </a>
    </Tag>
  );
}
