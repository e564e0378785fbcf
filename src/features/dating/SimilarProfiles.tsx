import { useQuery } from '@tanstack/react-query';
import { similarDatingProfilesQueryOptions } from '@/api/dating';
import { mutedText, sectionStack } from '@/styles/utilities.css';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import * as styles from './Dating.css';
import { ProfileCard } from './ProfileCard';

/** Other members like this one, below the profile. */
export function SimilarProfiles({ id }: { id: number }) {
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
