const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'TH' → the Thai flag emoji (a pair of regional indicator symbols); anything else gives ''. */
export function flagEmoji(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map(
      (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0),
    ),
  );
}
