import { useQuery } from '@tanstack/react-query';
import { datingProfileQueryOptions } from '@/api/dating';
import { isNotFound } from '@/api/errors';
import { useCurrentUser } from '@/api/useCurrentUser';
import { ItemNotFound } from '@/features/layout';
import { profilePageJsonLd } from '@/seo/contentJsonLd';
import { Seo } from '@/seo/Seo';
import { ErrorState } from '@/ui/ErrorState';
import { FallbackImage } from '@/ui/FallbackImage';
import { Spinner } from '@/ui/Spinner';
import { mutedText, pageStack, sectionStack } from '@/styles/utilities.css';
import * as styles from './Dating.css';
import { NationalityAndProfession, ProfileStatusBadges } from './ProfileCard';
import { ProfileActions } from './ProfileActions';
import { Details, Section, Tags } from './ProfileSections';
import { ProfileSidebar } from './ProfileSidebar';
import { AVATAR_FALLBACK, profilePath } from './profileDisplay';
import { LastSeen } from './LastSeen';
import { SimilarProfiles } from './SimilarProfiles';
import { BackLink } from '@/ui/BackLink';

export function ProfileNotFound() {
  return (
    <ItemNotFound
      title="Profile not found"
      message="This profile does not exist or was removed."
      listPath="/dating"
      listLabel="Back to Dating"
    />
  );
}

export function ProfilePage({ id }: { id: number }) {
  const { user } = useCurrentUser();
  const query = useQuery(datingProfileQueryOptions(id, user?.id ?? null));

  if (query.isPending) return <Spinner label="Loading profile..." />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ProfileNotFound />;
    return (
      <div className={pageStack}>
        <h1>Dating profile</h1>
        <ErrorState
          message="We could not load this profile. Please try again."
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const { data: profile, liked } = query.data;
  const path = profilePath(profile.id);
  const otherPhotos = profile.photos.filter((photo) => photo !== profile.photo);

  return (
    <div className={pageStack}>
      <Seo
        title={`${profile.name}, ${profile.age}: ${profile.profession} in ${profile.location}`}
        description={profile.description}
        image={profile.photo}
        type="profile"
        path={path}
        breadcrumbs={[
          { name: 'Dating', url: '/dating' },
          { name: profile.name, url: path },
        ]}
        structuredData={[profilePageJsonLd(profile, path)]}
      />
      <BackLink to="/dating">Back to Dating</BackLink>
      <div className={styles.profileHead}>
        <div className={styles.photoFrame}>
          <FallbackImage
            src={profile.photo}
            fallback={AVATAR_FALLBACK}
            alt={`Photo of ${profile.name}`}
            className={styles.mainPhoto}
            width={480}
            height={480}
          />
          <div className={styles.photoBadges}>
            <ProfileStatusBadges profile={profile} />
          </div>
        </div>
        <div className={sectionStack}>
          <h1>
            <bdi>{profile.name}</bdi>, {profile.age}
          </h1>
          <NationalityAndProfession profile={profile} />
          <p className={mutedText}>
            {profile.location} · <LastSeen profile={profile} />
          </p>
          <ProfileActions profile={profile} liked={liked} />
          {otherPhotos.length ? (
            <ul className={styles.gallery} aria-label="More photos">
              {otherPhotos.map((photo, index) => (
                <li key={photo}>
                  <FallbackImage
                    src={photo}
                    fallback={AVATAR_FALLBACK}
                    alt={`Photo ${index + 2} of ${profile.name}`}
                    className={styles.thumb}
                    width={120}
                    height={120}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Section id="about-me" title="About Me">
            {profile.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className={styles.small}>
                {paragraph}
              </p>
            ))}
            <p className={styles.small}>
              <strong>Looking for:</strong> {profile.lookingFor}
            </p>
          </Section>
          <Section id="interests" title="Interests">
            <Tags items={profile.interests} label="Interests" />
          </Section>
          <Section id="basic-details" title="Basic Details">
            <Details
              rows={[
                ['Height', profile.height],
                ['Education', profile.education],
                ['Relationship status', profile.relationshipStatus],
                ['Children', profile.children],
              ]}
            />
          </Section>
          <Section id="lifestyle" title="Lifestyle">
            <Details
              rows={[
                ['Smoking', profile.smoking],
                ['Drinking', profile.drinking],
                ['Living situation', profile.livingSituation],
                ['Languages', profile.languages.join(', ')],
              ]}
            />
          </Section>
          <Section id="get-to-know-me" title="Get to Know Me Better">
            <h3 className={styles.name}>Personality</h3>
            <Tags items={profile.personality} label="Personality traits" />
            <Details
              rows={[
                ['Perfect date', profile.perfectDate],
                ['Fun fact', profile.funFact],
                ['Favourite spots', profile.favoriteSpots.join(', ')],
              ]}
            />
          </Section>
        </div>
        <ProfileSidebar profile={profile} />
      </div>
      <SimilarProfiles id={profile.id} />
    </div>
  );
}
