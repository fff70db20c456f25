/** The first working day (Monday to Friday) at least `days` days from now, as the call form's date input takes it. */
export function workingDayIn(days: number): string {
  for (let i = days; ; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}

/** The first day at least `days` days from now that falls on `weekday` (0 = Sunday). */
export function weekdayIn(days: number, weekday: number): string {
  for (let i = days; ; i++) {
    const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === weekday) return day;
  }
}
