import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, useState, type ReactNode } from 'react';
import { datingProfileQueryOptions, similarDatingProfilesQueryOptions } from '@/api/dating';
import { ApiError } from '@/api/errors';
import type { DatingProfile } from '@/api/generated';
import { useCurrentUser } from '@/api/useCurrentUser';
import { ItemNotFound } from '@/features/layout';
import { formatCount } from '@/lib/format';
import { profilePageJsonLd } from '@/seo/contentJsonLd';
import { absoluteUrl } from '@/seo/site';
import { Seo } from '@/seo/Seo';
import { Alert } from '@/ui/Alert';
import { Badge } from '@/ui/Badge';
import { Button, buttonClass } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { FallbackImage } from '@/ui/FallbackImage';
import { ShareButton } from '@/ui/ShareButton';
import { Spinner } from '@/ui/Spinner';
import { mutedText, pageStack, sectionStack, visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Dating.css';
import { Nationality, ProfileCard, ProfileStatusBadges } from './ProfileCard';
import { AVATAR_FALLBACK, profilePath } from './profileDisplay';
import { useProfileLike } from './useProfileLike';
import { LastSeen } from './LastSeen';
import { OnceOpened } from '@/ui/OnceOpened';
import { BackLink } from '@/ui/BackLink';
import { Icon } from '@/ui/Icon';

// Dialogs load when first opened: the profile's first paint needs neither, nor the form library.
const MessageDialog = lazy(() =>
  import('./MessageDialog').then((module) => ({ default: module.MessageDialog })),
);
const ReportDialog = lazy(() =>
  import('@/features/safety').then((module) => ({ default: module.ReportDialog })),
);

const STARS = 5;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Tags({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Compatibility({ percent }: { percent: number }) {
  const filled = Math.round((percent / 100) * STARS);
  return (
    <Section id="compatibility" title="Compatibility">
      <p className={styles.value}>{percent}% match</p>
      <p className={styles.stars} aria-hidden="true">
        {Array.from({ length: STARS }, (_, star) => (
          <Icon key={star} name={star < filled ? 'star' : 'starOutline'} />
        ))}
      </p>
      <p className={visuallyHidden}>
        {filled} out of {STARS} stars
      </p>
    </Section>
  );
}

function ProfileActions({ profile, liked }: { profile: DatingProfile; liked: boolean }) {
  const { user } = useCurrentUser();
  const here = useRouterState({ select: (state) => state.location.href });
  const like = useProfileLike(profile.id, user?.id ?? null);
  const [dialog, setDialog] = useState<'message' | 'report' | null>(null);

  return (
    <div className={sectionStack}>
      <p className={styles.row}>
        {user ? (
          <>
            <Button onClick={() => setDialog('message')}>Send Message</Button>
            <Button
              variant="secondary"
              aria-pressed={liked}
              disabled={like.isPending}
              onClick={() => like.mutate()}
            >
              <Icon name={liked ? 'heartFilled' : 'heart'} /> {liked ? 'Liked' : 'Like'} (
              {formatCount(profile.likes)})
            </Button>
          </>
        ) : (
          <>
            <Link
              to="/login"
              search={{ redirect: here }}
              className={buttonClass({ variant: 'primary' })}
            >
              Sign in to send a message
            </Link>
            <Link
              to="/login"
              search={{ redirect: here }}
              className={buttonClass({ variant: 'secondary' })}
            >
              Sign in to like
            </Link>
          </>
        )}
        <ShareButton
          title={`${profile.name} on Ginger`}
          url={absoluteUrl(profilePath(profile.id))}
        />
        <Button variant="ghost" size="sm" onClick={() => setDialog('report')}>
          Report
        </Button>
      </p>
      {like.isError ? (
        <Alert tone="error">We could not save your like. Please try again.</Alert>
      ) : null}
      {user ? (
        <OnceOpened open={dialog === 'message'}>
          <MessageDialog
            profile={profile}
            open={dialog === 'message'}
            onClose={() => setDialog(null)}
          />
        </OnceOpened>
      ) : null}
      <OnceOpened open={dialog === 'report'}>
        <ReportDialog
          target="profile"
          targetId={profile.id}
          author={profile.name}
          open={dialog === 'report'}
          onClose={() => setDialog(null)}
        />
      </OnceOpened>
    </div>
  );
}

function SimilarProfiles({ id }: { id: number }) {
  const similar = useQuery(similarDatingProfilesQueryOptions(id));
  return (
    <section className={sectionStack} aria-labelledby="similar-profiles">
      <h2 id="similar-profiles">Similar Profiles</h2>
      {similar.isPending ? <Spinner label="Loading similar profiles..." /> : null}
      {similar.isError ? (
        <ErrorState
          message="We could not load similar profiles."
          onRetry={() => void similar.refetch()}
        />
      ) : null}
      {similar.isSuccess && similar.data.length === 0 ? (
        <p className={mutedText}>No similar profiles yet.</p>
      ) : null}
      {similar.isSuccess && similar.data.length ? (
        <ul className={styles.grid}>
          {similar.data.map((profile) => (
            <li key={profile.id}>
              <ProfileCard profile={profile} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SafetyReminder() {
  return (
    <Section id="safety-reminder" title="Stay safe">
      <ul>
        <li>Meet in public places for first dates.</li>
        <li>Never share financial information.</li>
        <li>Report suspicious behaviour to our safety team.</li>
      </ul>
    </Section>
  );
}

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
    if (query.error instanceof ApiError && query.error.status === 404) return <ProfileNotFound />;
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
          { name: 'Home', url: '/' },
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
          <p className={styles.row}>
            <Nationality profile={profile} />
            <span aria-hidden="true">·</span>
            <span>{profile.profession}</span>
          </p>
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
        <aside className={styles.column} aria-label="Profile summary">
          <Section id="profile-stats" title="Profile Stats">
            <Details
              rows={[
                ['Member since', profile.memberSince],
                ['Response rate', `${profile.responseRate}%`],
                ['Response time', profile.responseTime],
                ['Profile views', formatCount(profile.profileViews)],
              ]}
            />
          </Section>
          <Compatibility percent={profile.compatibility} />
          <SafetyReminder />
        </aside>
      </div>
      <SimilarProfiles id={profile.id} />
    </div>
  );
}
