/** Parameters of a whole-screen story (the real app via AppAt, backed by the mock API). */
export const SCREEN = { screen: true, layout: 'fullscreen' } as const;
