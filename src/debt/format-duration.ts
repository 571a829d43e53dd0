// A number of months as people say it: '7 months', '2 years', '1 year 3 months'.
export function formatMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (years === 0) return part(months, "month");
  if (months === 0) return part(years, "year");
  return `${part(years, "year")} ${part(months, "month")}`;
}
