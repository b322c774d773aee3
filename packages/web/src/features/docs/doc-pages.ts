/** The documentation hub's entries, in sidebar order; `ready` false shows a "coming soon" page. */
export const DOC_PAGES = [
  {
    slug: 'introduction-to-swapping',
    title: 'Introduction to swapping',
    group: 'Guides',
    ready: false,
  },
  { slug: 'how-to-swap-tokens', title: 'How to swap tokens', group: 'Guides', ready: false },
  {
    slug: 'introduction-to-native-swap',
    title: 'Introduction to native swap',
    group: 'Guides',
    ready: false,
  },
  {
    slug: 'how-to-swap-tokens-for-bitcoin',
    title: 'How to swap tokens for bitcoin',
    group: 'Guides',
    ready: false,
  },
  { slug: 'terms', title: 'Terms of Service', group: 'Legal', ready: true },
  { slug: 'privacy', title: 'Privacy Policy', group: 'Legal', ready: true },
] as const;

export type DocPage = (typeof DOC_PAGES)[number];

export const DOC_GROUPS = ['Guides', 'Legal'] as const;

export function findDocPage(slug: string | undefined): DocPage | undefined {
  return DOC_PAGES.find((page) => page.slug === slug);
}
