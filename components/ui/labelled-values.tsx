import type { ReactNode } from 'react';

/** A label and its value; the label also keys the row, so labels of one list differ. */
export type LabelledValue = readonly [label: string, value: ReactNode];

/** A description list, each label with its value in a row of its own (`rowClassName`, for a grid or a flex row). */
export function LabelledValues({ entries, className, rowClassName }: { entries: readonly LabelledValue[]; className?: string; rowClassName?: string }) {
  return (
    <dl className={className}>
      {entries.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
