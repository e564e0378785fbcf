import { testStories } from '../../support/testStories';

testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
