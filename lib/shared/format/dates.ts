const dateFormat = new Intl.DateTimeFormat('sk-SK', { timeZone: 'Europe/Bratislava', day: 'numeric', month: 'numeric', year: 'numeric' });

/** An ISO 8601 date as Slovak documents print it ("23. 11. 2026", Bratislava time); the input when unparsable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of a moment in Bratislava as "2026-11-23", so days compare as strings. */
export function bratislavaDay(date: Date): string {
  return dayKeyFormat.format(date);
}
