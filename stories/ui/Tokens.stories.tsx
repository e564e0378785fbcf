import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastRatio } from '@/lib/contrast';
import { colors, fontSizes, radii, space } from '@/styles/tokens';

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2>Colour</h2>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: 12,
          }}
        >
          {Object.entries(colors).map(([name, value]) => (
            <figure key={name} style={{ margin: 0 }}>
              <div
                style={{
                  height: 56,
                  background: value,
                  borderRadius: 8,
                  border: '1px solid #e3d2c2',
                }}
              />
              <figcaption>
                <strong>{name}</strong> {value}
                <br />
                on white {contrastRatio(value, '#ffffff').toFixed(1)}:1
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section>
        <h2>Type scale</h2>
        {Object.entries(fontSizes).map(([name, value]) => (
          <p key={name} style={{ fontSize: value, margin: '4px 0' }}>
            {name} ({value}): Discover the spice of Asia
          </p>
        ))}
      </section>
      <section>
        <h2>Space</h2>
        {Object.entries(space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ width: 64 }}>{name}</span>
            <span
              style={{
                display: 'inline-block',
                height: 12,
                width: value,
                background: colors.brand,
              }}
            />
            <span>{value}</span>
          </div>
        ))}
      </section>
      <section>
        <h2>Radii</h2>
        <div style={{ display: 'flex', gap: 16 }}>
          {Object.entries(radii).map(([name, value]) => (
            <div
              key={name}
              style={{
                width: 80,
                height: 56,
                borderRadius: value,
                background: colors.accentSoft,
                border: `2px solid ${colors.accent}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Design tokens', component: Tokens } satisfies Meta<
  typeof Tokens
>;

export default meta;
export const All: StoryObj<typeof meta> = {};
