import { LineIcon } from '../../ui/icons.tsx';
/** The product's community channels (footer). */
export const SOCIAL_LINKS = [
  {
    label: 'X (Twitter)',
    href: 'https://x.com/opnetbtc',
    path: 'M4 4l16 16M20 4L4 20',
  },
  {
    label: 'Telegram',
    href: 'https://t.me/opnetbtc',
    path: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6',
  },
  {
    label: 'Discord',
    href: 'https://discord.com/invite/opnet',
    path: 'M7 7c3-1.5 7-1.5 10 0 1.5 2.5 2.5 5.5 2.5 9-2 1.5-4 2-4 2l-1-2M7 7C5.5 9.5 4.5 12.5 4.5 16c2 1.5 4 2 4 2l1-2M9.5 12.5h.01M14.5 12.5h.01',
  },
  {
    label: 'GitHub',
    href: 'https://github.com/btc-vision',
    path: 'M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1-.3-3.4 1.3a11.6 11.6 0 0 0-6.2 0C6.6 2.8 5.6 3.1 5.6 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4.2 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  },
] as const;

/** Round icon links to the social channels, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex items-center gap-2">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            title={link.label}
            className="grid size-9 place-items-center rounded-full border border-line text-muted hover:bg-surface-2 hover:text-text"
          >
            <LineIcon className="size-4">
              <path d={link.path} />
            </LineIcon>
          </a>
        </li>
      ))}
    </ul>
  );
}
