// A user agent read the way a player recognises a device: its browser and system by name (proper
// names, not prose: the client words "Chrome on Android"). A rough reading by the first match,
// enough to tell one's own devices apart; what is not recognised is null.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function summariseUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  const nameIn = (names: [RegExp, string][]) =>
    (userAgent && names.find(([pattern]) => pattern.test(userAgent))?.[1]) ?? null;
  return { browser: nameIn(BROWSERS), system: nameIn(SYSTEMS) };
}
