import Link from 'next/link';
import { Greeting } from './greeting';
import { StackProviders } from './stack-providers';

/** The stack the design card asks for, with one line of content: Link, SWR and next-intl in the browser. */
export default function StackPage() {
  return (
    <StackProviders>
      <main>
        <h1>Prázdna stránka</h1>
        <Link href="/">Domov</Link>
        <Greeting />
      </main>
    </StackProviders>
  );
}
