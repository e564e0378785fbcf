import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { Facts, GuideTable, List, NotAvailable } from './GuideParts';
import type { Guide } from './guideParser';
import * as styles from './Locations.css';

type SectionProps = { guide: Guide };

export function CostOfLivingSection({ guide }: SectionProps) {
  const cost = guide.cost_of_living;
  const rows = cost && [
    cost.housing.rental_ranges,
    cost.food.grocery_costs,
    cost.food.restaurant_prices,
    cost.transportation.public_transit,
    cost.transportation.private_transport,
    cost.utilities,
  ];
  if (!cost || rows?.every((table) => table.length === 0))
    return <NotAvailable what="Cost of living" />;
  return (
    <div className={styles.twoColumns}>
      <GuideTable caption="Rent" rows={cost.housing.rental_ranges} />
      <GuideTable caption="Groceries" rows={cost.food.grocery_costs} />
      <GuideTable caption="Eating out" rows={cost.food.restaurant_prices} />
      <GuideTable caption="Public transport" rows={cost.transportation.public_transit} />
      <GuideTable caption="Private transport" rows={cost.transportation.private_transport} />
      <GuideTable caption="Utilities" rows={cost.utilities} />
    </div>
  );
}

export function NeighborhoodsSection({ guide, limit }: SectionProps & { limit?: number }) {
  const neighborhoods = guide.neighborhoods?.slice(0, limit);
  if (!neighborhoods?.length) return <NotAvailable what="Neighborhood" />;
  return (
    <ul className={styles.grid}>
      {neighborhoods.map((area, index) => (
        <li key={area.name}>
          <Card as="article" aria-labelledby={`neighborhood-${index}`}>
            <h3 id={`neighborhood-${index}`} className={styles.cardTitle}>
              {area.name}
            </h3>
            {area.best_suited_for ? (
              <Badge tone="brand">Best for: {area.best_suited_for}</Badge>
            ) : null}
            {area.description ? <p className={styles.muted}>{area.description}</p> : null}
            {limit === undefined ? (
              <>
                <List title="Pros" items={area.pros} level="h4" />
                <List title="Cons" items={area.cons} level="h4" />
                {area.rental_costs ? <p>Rent: {area.rental_costs}</p> : null}
              </>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function TransportSection({ guide }: SectionProps) {
  const transport = guide.transportation;
  const facts: Array<[string, string | undefined]> = transport
    ? [
        ['Buses', transport.public_transit.bus_system],
        ['Taxis', transport.public_transit.taxis],
        ['Ride-sharing', transport.public_transit['ride-sharing']],
        ['Motorbike rental', transport.private_transport.motorbike_rental],
        ['Car rental', transport.private_transport.car_rental],
        ['Traffic', transport.traffic_patterns],
        ['Airport', transport.airport_connections],
      ]
    : [];
  // A guide recovered from unreadable text may name the section and hold none of its facts.
  if (!facts.some(([, value]) => value)) return <NotAvailable what="Transport" />;
  return <Facts items={facts} />;
}

export function HealthcareSection({ guide }: SectionProps) {
  const health = guide.healthcare;
  if (!health) return <NotAvailable what="Healthcare" />;
  return (
    <>
      {health.system_overview ? <p>{health.system_overview}</p> : null}
      <div className={styles.twoColumns}>
        <List title="Public hospitals" items={health.major_hospitals.public} />
        <List title="Private hospitals" items={health.major_hospitals.private} />
        <List title="Health insurance" items={health.health_insurance.options} />
      </div>
      <Facts
        items={[
          ['Insurance costs', health.health_insurance.costs],
          ['Emergencies', health.emergency_services],
        ]}
      />
    </>
  );
}

export function BusinessSection({ guide }: SectionProps) {
  const business = guide.business_environment;
  if (!business) return <NotAvailable what="Business" />;
  return (
    <>
      <div className={styles.twoColumns}>
        <List title="Key industries" items={business.key_industries} />
        <List title="Coworking spaces" items={business.coworking_spaces.examples} />
      </div>
      <Facts
        items={[
          ['Startup scene', business.startup_ecosystem],
          ['Coworking costs', business.coworking_spaces.costs],
          ['Networking', business.business_networking],
        ]}
      />
    </>
  );
}

export function SafetySection({ guide }: SectionProps) {
  const safety = guide.safety;
  if (!safety) return <NotAvailable what="Safety" />;
  return (
    <>
      <Facts
        items={[
          ['In general', safety.general_safety],
          ['Crime rates', safety.crime_rates],
        ]}
      />
      <List title="Safety tips" items={safety.safety_tips} />
      <GuideTable
        caption="Emergency contacts"
        rows={safety.emergency_contacts}
        columns={['Service', 'Number']}
      />
    </>
  );
}

export function VisaSection({ guide }: SectionProps) {
  const visa = guide.visa;
  if (!visa) return <NotAvailable what="Visa" />;
  return (
    <>
      {visa.general_information ? <p>{visa.general_information}</p> : null}
      <div className={styles.twoColumns}>
        <List title="Visa types" items={visa.visa_types} />
        <List title="Required documents" items={visa.required_documents} />
      </div>
      <Facts items={[['Processing times', visa.processing_times]]} />
      <List title="Important notes" items={visa.important_notes} />
    </>
  );
}
