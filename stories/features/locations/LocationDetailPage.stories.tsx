import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, stillLoading } from '../../support/handlers';
import { AppAt } from '../../support/AppAt';
import { screenParameters, settle } from '../../support/screen';

const meta = {
  title: 'Screens/Location detail',
  component: AppAt,
  play: settle,
  args: { path: '/locations/thailand/bangkok' },
  tags: ['autodocs'],
  parameters: screenParameters(
    "A location at /locations/:country/:slug with each tab of its guide: overview, cost of living, neighbourhoods, transport, healthcare, business, safety and visa; a section the guide lacks, a guide that can't be read, a location with no guide, an unknown location, loading, failing to load, and the phone layout.",
  ),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const CostOfLiving: Story = {
  args: { path: '/locations/thailand/bangkok?tab=cost-of-living' },
};
export const Neighborhoods: Story = {
  args: { path: '/locations/thailand/bangkok?tab=neighborhoods' },
};
export const Transport: Story = { args: { path: '/locations/thailand/bangkok?tab=transport' } };
export const Healthcare: Story = { args: { path: '/locations/thailand/bangkok?tab=healthcare' } };
export const Business: Story = { args: { path: '/locations/thailand/bangkok?tab=business' } };
export const Safety: Story = { args: { path: '/locations/thailand/bangkok?tab=safety' } };
export const Visa: Story = { args: { path: '/locations/thailand/bangkok?tab=visa' } };
export const SectionNotAvailable: Story = {
  args: { path: '/locations/thailand/hua-hin?tab=healthcare' },
};
export const UnreadableGuide: Story = {
  args: { path: '/locations/malaysia/ipoh?tab=cost-of-living' },
};
export const NoGuideAtAll: Story = { args: { path: '/locations/malaysia/johor-bahru?tab=safety' } };
export const NotFound: Story = { args: { path: '/locations/atlantis/lost-city' } };
export const Loading: Story = { parameters: stillLoading('/locations/:slug') };
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('/locations/:slug')] } },
};
