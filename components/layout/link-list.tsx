import Link from '@/components/ui/intent-link';

/** A list of the shop's own pages, one link an item: the footer's important links, the drawer's text pages. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly { label: string; href: string }[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map(({ label, href }) => (
        <li key={href}>
          <Link href={href} className={linkClassName}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
