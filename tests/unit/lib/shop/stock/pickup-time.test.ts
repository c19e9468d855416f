import { bratislavaTime, pickupMessage, pickupReady } from '@/lib/shop/stock/pickup-time';
import { easterSunday, isWorkingDay } from '@/lib/shop/stock/working-days';

const NOON = { cutOff: '12:00', readyFrom: '14:00' };

/** When an order placed at the UTC instant `iso` is ready: "YYYY-MM-DD", how far ahead, how it is named. */
function readyAt(iso: string, schedule = NOON) {
  const r = pickupReady(new Date(iso), schedule);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${r.day.year}-${pad(r.day.month)}-${pad(r.day.day)}`, sameDay: r.sameDay, inDays: r.inDays, when: r.when };
}

describe('pickup time: ordered by the cut-off on a working day, ready that day; otherwise the next working day', () => {
  it('before the cut-off on a Wednesday the order is ready today', () => {
    // 10:00 in Bratislava (CET, UTC+1)
    expect(readyAt('2026-11-25T09:00:00Z')).toEqual({ day: '2026-11-25', sameDay: true, inDays: 0, when: 'today' });
  });

  it('at the cut-off itself it is too late: ready tomorrow', () => {
    expect(readyAt('2026-11-25T11:00:00Z')).toEqual({ day: '2026-11-26', sameDay: false, inDays: 1, when: 'tomorrow' });
    expect(readyAt('2026-11-25T10:59:00Z').sameDay).toBe(true);
  });

  it('on Friday evening the order is ready on Monday', () => {
    expect(readyAt('2026-11-27T17:00:00Z')).toEqual({ day: '2026-11-30', sameDay: false, inDays: 3, when: 'weekday' });
  });

  it('on Saturday morning, before the cut-off hour, still Monday: weekends are not working days', () => {
    expect(readyAt('2026-11-28T08:00:00Z')).toMatchObject({ day: '2026-11-30', sameDay: false, inDays: 2 });
  });

  it('on a public holiday (Labour Day, a Friday) nothing is ready that day, even in the morning', () => {
    expect(readyAt('2026-05-01T06:00:00Z')).toMatchObject({ day: '2026-05-04', sameDay: false });
  });

  it('a state holiday that is no longer a day off is a working day: 1 September 2026, 17 November 2025, 8 May 2026', () => {
    expect(readyAt('2026-09-01T08:00:00Z').sameDay).toBe(true);
    expect(readyAt('2025-11-17T08:00:00Z').sameDay).toBe(true);
    expect(readyAt('2026-05-08T07:00:00Z').sameDay).toBe(true);
    // 8 May 2025 (a Thursday) still was a day off: Friday
    expect(readyAt('2025-05-08T07:00:00Z')).toMatchObject({ day: '2025-05-09', sameDay: false });
  });

  it('Easter: after the cut-off on Maundy Thursday the order waits for Tuesday (Good Friday and Easter Monday are off)', () => {
    expect(readyAt('2026-04-02T12:00:00Z')).toEqual({ day: '2026-04-07', sameDay: false, inDays: 5, when: 'weekday' });
  });

  it('Easter Sunday is computed per year', () => {
    expect([2024, 2025, 2026, 2027, 2038].map((y) => easterSunday(y))).toEqual([
      { year: 2024, month: 3, day: 31 },
      { year: 2025, month: 4, day: 20 },
      { year: 2026, month: 4, day: 5 },
      { year: 2027, month: 3, day: 28 },
      { year: 2038, month: 4, day: 25 },
    ]);
    expect(isWorkingDay({ year: 2027, month: 3, day: 26 })).toBe(false); // Good Friday 2027
    expect(isWorkingDay({ year: 2027, month: 3, day: 29 })).toBe(false); // Easter Monday 2027
  });

  it('the day before the Christmas holidays: before the cut-off ready that day, after it only on Monday the 28th', () => {
    expect(readyAt('2026-12-23T10:00:00Z')).toMatchObject({ day: '2026-12-23', sameDay: true });
    expect(readyAt('2026-12-23T12:00:00Z')).toEqual({ day: '2026-12-28', sameDay: false, inDays: 5, when: 'weekday' });
  });

  it('across New Year: after the cut-off on 31 December the order is ready on Monday 4 January', () => {
    // 31 Dec 2026 is a working Thursday; 1 Jan 2027 (Friday) is off, then the weekend
    expect(readyAt('2026-12-31T12:00:00Z')).toMatchObject({ day: '2027-01-04', inDays: 4 });
  });

  it('counts Bratislava summer time after the spring DST change: 09:30 UTC is 11:30, still before the cut-off', () => {
    expect(bratislavaTime(new Date('2026-03-30T09:30:00Z')).time).toBe('11:30');
    expect(readyAt('2026-03-30T09:30:00Z').sameDay).toBe(true);
    expect(readyAt('2026-03-30T10:30:00Z').sameDay).toBe(false);
  });

  it('counts winter time after the autumn DST change: 10:30 UTC is 11:30, before the cut-off', () => {
    expect(bratislavaTime(new Date('2026-10-26T10:30:00Z')).time).toBe('11:30');
    expect(readyAt('2026-10-26T10:30:00Z').sameDay).toBe(true);
  });

  it('takes the day from Bratislava, not UTC: 23:30 UTC on Sunday is Monday 00:30 there', () => {
    expect(readyAt('2026-11-29T23:30:00Z')).toEqual({ day: '2026-11-30', sameDay: true, inDays: 0, when: 'today' });
  });

  it('a later cut-off of another warehouse changes the answer at the same instant', () => {
    expect(readyAt('2026-11-25T10:30:00Z', { cutOff: '11:00', readyFrom: '13:30' }).sameDay).toBe(false);
    expect(readyAt('2026-11-25T10:30:00Z', NOON).sameDay).toBe(true);
  });
});

describe('pickup wording', () => {
  const kosice = { cutOff: '11:00', readyFrom: '13:30', place: 'v Košiciach' };

  it('before the cut-off: today, with the cut-off and the ready time', () => {
    expect(pickupMessage(new Date('2026-11-25T08:00:00Z'), kosice)).toEqual({
      key: 'today',
      values: expect.objectContaining({ cutOff: '11:00', readyFrom: '13:30', place: 'v Košiciach', when: 'today' }),
    });
  });

  it('on Friday evening: later, named by the weekday (1 Monday)', () => {
    expect(pickupMessage(new Date('2026-11-27T17:00:00Z'), kosice)).toEqual({
      key: 'later',
      values: expect.objectContaining({ when: 'weekday', weekday: '1', date: '30. 11.' }),
    });
  });
});
