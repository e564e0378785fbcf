import { ContentPage } from './ContentPage';
import {
  FORUM_GUIDELINES_PAGE,
  GUIDE_GUIDELINES_PAGE,
  PRIVACY_PAGE,
  TERMS_PAGE,
} from './pageTexts';

export const TermsPage = () => <ContentPage page={TERMS_PAGE} />;
export const PrivacyPage = () => <ContentPage page={PRIVACY_PAGE} />;
export const GuideGuidelinesPage = () => <ContentPage page={GUIDE_GUIDELINES_PAGE} />;
export const ForumGuidelinesPage = () => <ContentPage page={FORUM_GUIDELINES_PAGE} />;
