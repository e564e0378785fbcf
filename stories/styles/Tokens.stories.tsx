import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '@/lib/contrast';
import {
  breakpoints,
  colors,
  fontSizes,
  fonts,
  radii,
  shadows,
  space,
  textPairs,
} from '@/styles/tokens';

/**
 * The design tokens, each drawn from its object in src/styles/tokens.ts (the values the app's
 * theme is built from): a token added, renamed or changed there shows here, and nowhere is a value
 * written twice. The page lays itself out with the same tokens.
 */

const grid = (min: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  gap: space.md,
});

const swatch: CSSProperties = {
  height: space.xxl,
  borderRadius: radii.md,
  border: `1px solid ${colors.border}`,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const ratio = (foreground: string, background: string) =>
  `${contrastRatio(foreground, background).toFixed(1)}:1`;

function Colours() {
  return (
    <Section title="Colour">
      <div style={grid('10rem')}>
        {Object.entries(colors).map(([name, value]) => (
          <figure key={name} style={{ margin: 0 }}>
            <div style={{ ...swatch, background: value }} />
            <figcaption>
              <strong>{name}</strong> {value}
              <br />
              on surface {ratio(value, colors.surface)}
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

function TextPairs() {
  return (
    <Section title="Text on background (each at least 4.5:1)">
      <div style={grid('14rem')}>
        {textPairs.map(([text, background]) => (
          <p
            key={`${text}-${background}`}
            style={{
              margin: 0,
              padding: space.sm,
              borderRadius: radii.md,
              color: colors[text],
              background: colors[background],
            }}
          >
            {text} on {background}: {ratio(colors[text], colors[background])}
          </p>
        ))}
      </div>
    </Section>
  );
}

function TypeScale() {
  return (
    <Section title="Type scale">
      {Object.entries(fontSizes).map(([name, value]) => (
        <p key={name} style={{ fontSize: value, margin: `${space.xxs} 0` }}>
          {name} ({value}): Discover the spice of Asia
        </p>
      ))}
    </Section>
  );
}

/** Names and places come in many scripts: the sample shows which fonts draw them. */
const FONT_SAMPLE = 'Ginger guides · Hà Nội · ภาษาไทย · 東京 · 서울 · 🌏';

function Fonts() {
  return (
    <Section title="Fonts">
      {Object.entries(fonts).map(([name, stack]) => (
        <div key={name} style={{ marginBottom: space.md }}>
          <p style={{ fontFamily: stack, fontSize: fontSizes.xl, margin: 0 }}>{FONT_SAMPLE}</p>
          <p style={{ margin: 0, color: colors.textMuted }}>
            <strong>{name}</strong>: {stack}
          </p>
        </div>
      ))}
    </Section>
  );
}

function Spacing() {
  return (
    <Section title="Space">
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
          <span style={{ width: space.xxxl }}>{name}</span>
          <span style={{ height: space.sm, width: value, background: colors.brand }} />
          <span>{value}</span>
        </div>
      ))}
    </Section>
  );
}

const tile: CSSProperties = {
  height: space.xxxl,
  display: 'grid',
  placeItems: 'center',
  background: colors.surface,
};

function Radii() {
  return (
    <Section title="Radii">
      <div style={grid('8rem')}>
        {Object.entries(radii).map(([name, value]) => (
          <div
            key={name}
            style={{ ...tile, borderRadius: value, border: `2px solid ${colors.accent}` }}
          >
            {name} ({value})
          </div>
        ))}
      </div>
    </Section>
  );
}

function Shadows() {
  return (
    <Section title="Shadows">
      <div style={grid('10rem')}>
        {Object.entries(shadows).map(([name, value]) => (
          <div key={name} style={{ ...tile, borderRadius: radii.md, boxShadow: value }}>
            {name}
          </div>
        ))}
      </div>
    </Section>
  );
}

function Breakpoints() {
  return (
    <Section title="Breakpoints">
      <ul>
        {Object.entries(breakpoints).map(([name, width]) => (
          <li key={name}>
            {name}: from {width}px wide
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: space.xl }}>
      <Colours />
      <TextPairs />
      <TypeScale />
      <Fonts />
      <Spacing />
      <Radii />
      <Shadows />
      <Breakpoints />
    </div>
  );
}

const meta = {
  title: 'Foundations/Design tokens',
  component: Tokens,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every token of src/styles/tokens.ts: colours with their contrast, the text and ' +
          'background pairs the design uses, the type scale, the font stacks (with Vietnamese, ' +
          'Thai, CJK and emoji), space, radii, shadows and breakpoints. Drawn from the token ' +
          'objects themselves, so it cannot drift from the app.',
      },
    },
  },
} satisfies Meta<typeof Tokens>;

export default meta;
export const All: StoryObj<typeof meta> = {};
