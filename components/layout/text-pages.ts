/** The text pages the footer and the drawer link to, by their Footer.links message key; their urls are fixed (docs/rules.md#screens). */
export const TEXT_PAGES = [
  ['about', 'o-nas'],
  ['support', 'podpora'],
  ['training', 'skolenia'],
  ['privacy', 'ochrana-osobnych-udajov'],
  ['terms', 'vseobecne-obchodne-podmienky'],
] as const;
