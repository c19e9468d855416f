import { addDays, isWorkingDay, weekday, type CalendarDay } from './working-days';

/** The shop's clock: cut-offs and ready times are Bratislava wall-clock times. */
export const SHOP_TIME_ZONE = 'Europe/Bratislava';

/** A pickup warehouse's schedule: an order placed by `cutOff` on a working day is ready from `readyFrom` that day ("HH:MM"). */
export interface PickupSchedule {
  cutOff: string;
  readyFrom: string;
}

/**
 * When an order placed at `now` is ready: `day` in Bratislava, from `readyFrom`. `sameDay` when it
 * is still before the cut-off of a working day; `inDays` counts calendar days from today (0 today,
 * 1 tomorrow), so the wording can say "dnes", "zajtra", a weekday or a date.
 */
export interface PickupReady {
  day: CalendarDay;
  readyFrom: string;
  cutOff: string;
  sameDay: boolean;
  inDays: number;
  /** how to name the day: today, tomorrow, a weekday within the week (0 Sunday … 6 Saturday), or its date */
  when: 'today' | 'tomorrow' | 'weekday' | 'date';
  weekday: number;
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Bratislava calendar day and "HH:MM" of an instant (DST included, by the time-zone database). */
export function bratislavaTime(now: Date): { day: CalendarDay; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) => wallClock.formatToParts(now).find((p) => p.type === type)?.value ?? '0';
  const day = { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')) };
  return { day, time: `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}` };
}

/** The first working day after `day`. */
export function nextWorkingDay(day: CalendarDay): CalendarDay {
  let next = addDays(day, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

const daysBetween = (a: CalendarDay, b: CalendarDay) => Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);

/**
 * When an order placed at `now` is ready at a pickup warehouse: today from `readyFrom` when today is
 * a working day and the Bratislava time is before the cut-off, otherwise from `readyFrom` on the
 * next working day (weekends and Slovak days off skipped).
 */
export function pickupReady(now: Date, schedule: PickupSchedule): PickupReady {
  const { day: today, time } = bratislavaTime(now);
  const sameDay = isWorkingDay(today) && time < schedule.cutOff;
  return readyOn(today, sameDay ? today : nextWorkingDay(today), schedule);
}

/** A pickup ready on `day` from the schedule's ready time, named as seen from `today`. */
export function readyOn(today: CalendarDay, day: CalendarDay, schedule: PickupSchedule): PickupReady {
  const inDays = daysBetween(today, day);
  const when = inDays === 0 ? 'today' : inDays === 1 ? 'tomorrow' : inDays < 7 ? 'weekday' : 'date';
  return { day, readyFrom: schedule.readyFrom, cutOff: schedule.cutOff, sameDay: inDays === 0, inDays, when, weekday: weekday(day) };
}

/** A pickup warehouse as the wording names it. */
export interface PickupPlace extends PickupSchedule {
  /** "v Košiciach" */
  place: string;
}

/**
 * The message (namespace `Pickup`) saying when an order placed at `now` can be picked up at `where`:
 * `today` "Objednajte do 12:00, vyzdvihnutie dnes od 14:00 v Košiciach", else `later` with the day
 * named as `when` says (tomorrow, the weekday, or the date).
 */
export function pickupMessage(now: Date, where: PickupPlace): { key: 'today' | 'later'; values: Record<string, string> } {
  const ready = pickupReady(now, where);
  const values = {
    cutOff: ready.cutOff,
    readyFrom: ready.readyFrom,
    place: where.place,
    when: ready.when,
    weekday: String(ready.weekday),
    date: `${ready.day.day}. ${ready.day.month}.`,
  };
  return { key: ready.sameDay ? 'today' : 'later', values };
}
