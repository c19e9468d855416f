import bar from './menu-bar.module.scss';

/** A link of the drawer: its label, where it leads, and the links below it (the drawer shows two levels under a line). */
export interface DrawerLink {
  label: string;
  href: string;
  children?: DrawerLink[];
}

/** A product line of the drawer, with its colours. */
export interface DrawerLineData extends DrawerLink {
  style: Record<string, string>;
}

const LINE_COLOURS = ['--line-color', '--line-bg'];
/** Elements by a class of the menu bar's stylesheet (none when the stylesheet lacks it). */
const within = (root: ParentNode, className: string | undefined, tail = ''): HTMLElement[] =>
  className ? [...root.querySelectorAll<HTMLElement>(`.${CSS.escape(className)}${tail}`)] : [];
const linkOf = (a: Element): DrawerLink => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' });

/**
 * The drawer's lines, read from the menu bar's server HTML (MenuBar, in every page and hidden below
 * 1201 px) when the drawer is first opened. Handing the drawer the same menu as a prop put a second
 * copy of every label and address in each page's inline payload.
 */
export function menuBarLines(): DrawerLineData[] {
  return within(document, bar.list, ' > li').map((line) => {
    const style: Record<string, string> = {};
    for (const name of LINE_COLOURS) {
      const value = line.style.getPropertyValue(name);
      if (value) style[name] = value;
    }
    const children = within(line, bar.columns, ' > li').map((column) => {
      // the subcategories' list has no class of its own (one under nearly every category)
      const subs = [...column.querySelectorAll(':scope > ul a')].map(linkOf);
      // an empty list is left out, as the drawer draws categories without subcategories as links
      return { ...linkOf(column.querySelector(':scope > a')!), ...(subs.length > 0 && { children: subs }) };
    });
    return { ...linkOf(within(line, bar.top)[0]!), style, children };
  });
}
