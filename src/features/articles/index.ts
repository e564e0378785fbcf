export { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
