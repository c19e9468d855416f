/** The text pages the footer and the drawer link to (spec §2), by their Footer.links message key; urls are fixed by the spec. */
export const TEXT_PAGES = [
  ['about', 'o-nas'],
  ['support', 'podpora'],
  ['training', 'skolenia'],
  ['privacy', 'ochrana-osobnych-udajov'],
  ['terms', 'vseobecne-obchodne-podmienky'],
] as const;
