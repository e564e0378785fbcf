import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { articleKeys, likeArticle } from '@/api/articles';
import { safeStorage } from '@/lib/storage';

const LIKED_KEY = 'ginger:liked-articles';

function likedSlugs(): string[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(LIKED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((slug): slug is string => typeof slug === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Likes an article once; the like is remembered on this device across reloads. */
export function useArticleLike(slug: string) {
  const queryClient = useQueryClient();
  const [liked, setLiked] = useState(() => likedSlugs().includes(slug));
  const mutation = useMutation({
    mutationFn: () => likeArticle(slug),
    onSuccess: (likes) => {
      safeStorage.set(LIKED_KEY, JSON.stringify([...new Set([...likedSlugs(), slug])]));
      setLiked(true);
      queryClient.setQueryData(articleKeys.detail(slug), (response) =>
        response
          ? { data: { ...response.data, article: { ...response.data.article, likes } } }
          : response,
      );
      void queryClient.invalidateQueries({ queryKey: articleKeys.all, refetchType: 'none' });
    },
  });
  return {
    liked,
    like: () => mutation.mutate(),
    isPending: mutation.isPending,
    isError: mutation.isError,
  };
}
