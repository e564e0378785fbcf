import { Link } from '@tanstack/react-router';
import type { DatingProfile } from '@/api/generated';
import { flagEmoji } from '@/lib/flags';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { FallbackImage } from '@/ui/FallbackImage';
import { Rating } from '@/ui/Rating';
import * as styles from './Dating.css';
import { AVATAR_FALLBACK, cardInterests } from './profileDisplay';
import { mutedText } from '@/styles/utilities.css';
import { LastSeen } from './LastSeen';
import { Icon } from '@/ui/Icon';

/** Every dating card shows the same 4.8 rating (docs/PRODUCT.md, 'Dating'). */
const CARD_RATING = 4.8;

export function ProfileStatusBadges({ profile }: { profile: DatingProfile }) {
  return (
    <>
      {profile.online ? <Badge tone="success">Online</Badge> : null}
      {profile.verified ? (
        <Badge tone="info">
          <Icon name="check" /> Verified
        </Badge>
      ) : null}
    </>
  );
}

function Nationality({ profile }: { profile: DatingProfile }) {
  return (
    <span>
      <span aria-hidden="true">{flagEmoji(profile.nationalityCode)} </span>
      {profile.nationality}
    </span>
  );
}

/** Where they are from and what they do, a dot between that a wrap never leaves dangling. */
export function NationalityAndProfession({ profile }: { profile: DatingProfile }) {
  return (
    <p className={styles.facts}>
      <Nationality profile={profile} />
      <span>{profile.profession}</span>
    </p>
  );
}

type ProfileCardProps = { profile: DatingProfile; headingLevel?: 'h2' | 'h3' };

export function ProfileCard({ profile, headingLevel: Heading = 'h3' }: ProfileCardProps) {
  const interests = cardInterests(profile.interests);
  return (
    <Card
      className={styles.card}
      media={
        <div className={styles.photoFrame}>
          <FallbackImage
            src={profile.photo}
            fallback={AVATAR_FALLBACK}
            className={styles.photo}
            width={320}
            height={240}
            loading="lazy"
          />
          <div className={styles.photoBadges}>
            <ProfileStatusBadges profile={profile} />
          </div>
        </div>
      }
    >
      <Heading className={styles.name}>
        <Link to="/dating/profile/$id" params={{ id: profile.id }} className={styles.nameLink}>
          <bdi>{profile.name}</bdi>, {profile.age}
        </Link>
      </Heading>
      <NationalityAndProfession profile={profile} />
      <p className={mutedText}>{profile.location}</p>
      <p className={styles.clamp}>{profile.description}</p>
      <p className={styles.row}>
        {interests.shown.map((interest) => (
          <Badge key={interest} tone="brand">
            {interest}
          </Badge>
        ))}
        {interests.more ? <Badge>+{interests.more} more</Badge> : null}
      </p>
      <p className={styles.small}>
        <strong>Looking for:</strong> {profile.lookingFor}
      </p>
      <p className={styles.small}>
        <strong>Speaks:</strong> {profile.languages.join(', ')}
      </p>
      <p className={styles.row}>
        <span className={mutedText}>
          <LastSeen profile={profile} />
        </span>
        <Rating value={CARD_RATING} />
      </p>
    </Card>
  );
}
