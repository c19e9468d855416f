import styles from './code-choices.module.scss';

/** One button of a choice list: a code (and name) to take instead of the one typed. */
export interface CodeChoice {
  key: string | number;
  code: string;
  name?: string;
  /** the accessible name, saying what pressing does */
  label: string;
  onPick: () => void;
}

/** Close codes of an unknown code, or the products of an ambiguous one, as buttons (quick order rows, the cart's add by code). */
export function CodeChoices({ choices }: { choices: readonly CodeChoice[] }) {
  return (
    <ul className={styles.list}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <button type="button" className={styles.choice} onClick={choice.onPick} aria-label={choice.label}>
            <span className={styles.code}>{choice.code}</span>
            {choice.name && ` ${choice.name}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
