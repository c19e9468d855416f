import type { MenuItem } from '@/lib/contract/schemas/menu';
import { WidthContainer } from '@/components/ui/width-container';
import { SearchBar } from '@/components/search/search-bar';
import { AppBack } from './app-back';
import { CompareLink } from './compare-link';
import { ContactStrip } from './contact-strip';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { MenuBar } from './menu-bar';
import { MenuDrawer } from './menu-drawer';
import styles from './header.module.scss';

/** The shop's header: contact strip, logo, search, customer actions, the menu bar (large) or drawer (smaller). */
export function Header({ menu }: { menu: MenuItem[] }) {
  return (
    <header className={styles.header}>
      <ContactStrip />
      <div className={styles.main}>
        <WidthContainer className={styles.row}>
          <div className={styles.logo}>
            <AppBack />
            <Logo />
          </div>
          <div className={styles.search}>
            <SearchBar />
            <CompareLink className={styles.compareSmall} />
          </div>
          <div className={styles.actions}>
            <HeaderActions />
            <MenuDrawer />
          </div>
        </WidthContainer>
      </div>
      <MenuBar items={menu} />
    </header>
  );
}
