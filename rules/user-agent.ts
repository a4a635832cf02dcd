// A session's User-Agent header told in a few Spanish words ("Chrome en Linux"), for the list of
// one's own sessions. A small hand mapping of the browsers and systems a shop's staff use: the
// order matters, since Edge and Opera also say "Chrome" and Chrome also says "Safari".

const BROWSERS: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux|X11/, "Linux"],
];

export const UNKNOWN_DEVICE = "Navegador desconocido";

function firstMatch(text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "Chrome en Linux", "Safari en iOS", "Firefox", "Navegador desconocido"… */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} en ${system}`;
  if (browser) return browser;
  if (system) return `Navegador en ${system}`;
  return UNKNOWN_DEVICE;
}
