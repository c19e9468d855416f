/**
 * Slovak days off work (dni pracovného pokoja, zákon 241/1993 Z. z. as amended), by which a pickup
 * warehouse counts working days. A state holiday that is no longer a day off is not one: 1 September
 * since 2024, 17 November since 2025, 8 May and 15 September in 2026 only (decision 066).
 */

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Fixed-date days off, with the years they are not (from, until inclusive). */
const FIXED: readonly { month: number; day: number; from?: number; until?: number; except?: readonly number[] }[] = [
  { month: 1, day: 1 },
  { month: 1, day: 6 },
  { month: 5, day: 1 },
  { month: 5, day: 8, except: [2026] },
  { month: 7, day: 5 },
  { month: 8, day: 29 },
  { month: 9, day: 1, until: 2023 },
  { month: 9, day: 15, except: [2026] },
  { month: 11, day: 1 },
  { month: 11, day: 17, until: 2024 },
  { month: 12, day: 24 },
  { month: 12, day: 25 },
  { month: 12, day: 26 },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The day `days` after `date` (negative: before), by the calendar, not by the clock. */
export function addDays(date: CalendarDay, days: number): CalendarDay {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: CalendarDay): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const same = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Whether the day is a Slovak day off: Good Friday, Easter Monday or a fixed one in force that year. */
export function isDayOff(date: CalendarDay): boolean {
  const easter = easterSunday(date.year);
  if (same(date, addDays(easter, -2)) || same(date, addDays(easter, 1))) return true;
  return FIXED.some(
    (h) =>
      h.month === date.month &&
      h.day === date.day &&
      (h.from === undefined || date.year >= h.from) &&
      (h.until === undefined || date.year <= h.until) &&
      !h.except?.includes(date.year),
  );
}

/** Monday to Friday and not a day off. */
export function isWorkingDay(date: CalendarDay): boolean {
  const w = weekday(date);
  return w !== 0 && w !== 6 && !isDayOff(date);
}
