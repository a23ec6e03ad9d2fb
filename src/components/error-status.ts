/** The status of a route error (section 8): statusCode, status or the response's status, else 500. */
export function errorStatus(error: unknown): number {
  const value = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    httpStatus?: unknown;
  } | null;
  for (const candidate of [
    value?.statusCode,
    value?.status,
    value?.response?.status,
    value?.httpStatus,
  ]) {
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}
