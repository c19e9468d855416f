/** The text pages the footer and the drawer link to (spec §2), by their Footer.links message key; urls are fixed by the spec. */
export const TEXT_PAGES = [
  ['about', 'o-nas'],
  ['support', 'podpora'],
  ['training', 'skolenia'],
  ['privacy', 'ochrana-osobnych-udajov'],
  ['terms', 'vseobecne-obchodne-podmienky'],
] as const;

/** The address of a text page in the current language. */
export function textPageHref(lang: string, url: string): string {
  return `/page/${lang}/${url}`;
}
