/**
 * The name a downloaded report is saved under: the server's (`report-day-2026-01-01-….csv`),
 * reduced to a safe file name; one made from the request when the server's is unusable.
 */
export function reportFileName(
  serverName: string,
  request: { granularity: string; from: string; to: string },
): string {
  const base =
    serverName
      .split(/[\\/]/)
      .pop()
      ?.replace(/[^\w.-]/g, '') ?? '';
  const name = base.replace(/^\.+/, '');
  if (name) return name.toLowerCase().endsWith('.csv') ? name : `${name}.csv`;
  return `report-${request.granularity}-${request.from}-${request.to}.csv`;
}

/** The default range: the last 30 days up to today (UTC), as the report reads days. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  return { from: start.toISOString().slice(0, 10), to };
}
