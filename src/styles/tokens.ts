/** Raw design tokens: plain values, so tests and docs can read them without the CSS runtime. */
export const colors = {
  brand: '#a93d0c',
  brandStrong: '#7f2d08',
  brandSoft: '#fbe7d9',
  accent: '#f2b33d',
  accentSoft: '#fdf1d6',
  text: '#2b1d14',
  textMuted: '#6a5444',
  textInverse: '#ffffff',
  background: '#fdf8f3',
  surface: '#ffffff',
  surfaceSunken: '#f6ece2',
  border: '#e3d2c2',
  borderStrong: '#8c7462',
  success: '#2d6a37',
  successSoft: '#e3f1e4',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  info: '#1d5a85',
  infoSoft: '#e4eff7',
  focus: '#1d5a85',
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.5rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '14px',
  pill: '999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(43, 29, 20, 0.08)',
  md: '0 4px 14px rgba(43, 29, 20, 0.10)',
  lg: '0 12px 32px rgba(43, 29, 20, 0.16)',
  /** Cast upwards, by a bar pinned to the foot of the screen. */
  bar: '0 -4px 14px rgba(43, 29, 20, 0.10)',
} as const;

export const breakpoints = {
  tablet: 768,
  desktop: 1100,
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // No family that only ships beside Georgia ("Iowan Old Style"): it is never chosen, and where
  // Georgia is missing each name costs the first layout a font lookup.
  heading: 'Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Text/background pairs the design uses; each must meet WCAG AA (4.5:1) for normal text. */
export const textPairs: ReadonlyArray<readonly [keyof typeof colors, keyof typeof colors]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceSunken'],
  ['brand', 'surface'],
  ['brand', 'background'],
  ['brandStrong', 'brandSoft'],
  ['textInverse', 'brand'],
  ['textInverse', 'brandStrong'],
  ['text', 'accent'],
  ['text', 'accentSoft'],
  ['success', 'successSoft'],
  ['danger', 'dangerSoft'],
  ['danger', 'surface'],
  ['info', 'infoSoft'],
];
