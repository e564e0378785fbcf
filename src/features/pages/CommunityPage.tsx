import { Link, linkOptions } from '@tanstack/react-router';
import { ContentPage } from './ContentPage';
import { COMMUNITY_PAGE } from './pageTexts';
import * as styles from './Pages.css';

const PLACES = linkOptions([
  { to: '/forums', title: 'Forums', text: 'Ask questions and share answers in 7 categories.' },
  { to: '/forums/popular', title: 'Popular topics', text: 'The most read discussions.' },
  { to: '/forums/events', title: 'Events', text: 'Meetups, festivals and trips to join.' },
  { to: '/forums/marketplace', title: 'Marketplace', text: 'Buy, sell and swap locally.' },
  {
    to: '/forums/language-exchange',
    title: 'Language exchange',
    text: 'Find a partner to practise with.',
  },
  { to: '/forums/members', title: 'Members', text: 'The most active people in the forums.' },
  { to: '/forums/new-members', title: 'New members', text: 'Say hello to the newest members.' },
  { to: '/dating', title: 'Dating & Personals', text: 'Meet expats and locals.' },
  { to: '/forums/guidelines', title: 'Guidelines', text: 'The four rules we all follow.' },
  { to: '/submit-guide', title: 'Write a guide', text: 'Share what you know about a place.' },
]);

export function CommunityPage() {
  return (
    <ContentPage page={COMMUNITY_PAGE}>
      <ul className={styles.tiles} aria-label="Community spaces">
        {PLACES.map((place) => (
          <li key={place.to} className={styles.tile}>
            <h2 className={styles.tileTitle}>
              <Link to={place.to}>{place.title}</Link>
            </h2>
            <p className={styles.muted}>{place.text}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
