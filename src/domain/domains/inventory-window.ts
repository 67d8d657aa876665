/** The inventory refresh's window (API.md "Inventory"): the last 30 days, today included, as [from, to). */
export const inventoryWindowDays = 30;

function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

export function inventoryWindow(today: string): { from: string; to: string } {
  return { from: shiftDay(today, 1 - inventoryWindowDays), to: shiftDay(today, 1) };
}
