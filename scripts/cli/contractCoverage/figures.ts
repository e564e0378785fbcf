import type { Coverage } from './coverage';
import { isError, isSuccess } from './operations';

export type Figures = {
  operations: number;
  /** Operations a story shows answering with a success, and with a documented error. */
  withSuccessStory: number;
  withErrorStory: number;
  /** Documented statuses (one per operation and status), and how many were given or received. */
  statuses: number;
  producedByHandler: number;
  shownByStory: number;
  exercisedByUnit: number;
  exercisedByE2e: number;
};

export function figuresOf({ operations }: Coverage): Figures {
  const statuses = operations.flatMap((operation) => operation.statuses);
  const count = (holds: (status: (typeof statuses)[number]) => boolean) =>
    statuses.filter(holds).length;
  const withStory = (is: (status: number) => boolean) =>
    operations.filter((operation) =>
      operation.statuses.some(({ status, seenBy }) => is(status) && seenBy.story.length > 0),
    ).length;
  return {
    operations: operations.length,
    withSuccessStory: withStory(isSuccess),
    withErrorStory: withStory(isError),
    statuses: statuses.length,
    producedByHandler: count(({ produced }) => produced),
    shownByStory: count(({ seenBy }) => seenBy.story.length > 0),
    exercisedByUnit: count(({ seenBy }) => seenBy.unit.length > 0),
    exercisedByE2e: count(({ seenBy }) => seenBy.e2e.length > 0),
  };
}

/** The figures as the lines the command prints and the summary opens with. */
export function figureLines(figures: Figures): string[] {
  const of = (part: number, whole: number) => `${part} of ${whole}`;
  return [
    `Operations with a story of a success: ${of(figures.withSuccessStory, figures.operations)}`,
    `Operations with a story of an error: ${of(figures.withErrorStory, figures.operations)}`,
    `Documented statuses a handler gave: ${of(figures.producedByHandler, figures.statuses)}`,
    `Documented statuses a story showed: ${of(figures.shownByStory, figures.statuses)}`,
    `Documented statuses unit tests exercised: ${of(figures.exercisedByUnit, figures.statuses)}`,
    `Documented statuses browser tests exercised: ${of(figures.exercisedByE2e, figures.statuses)}`,
  ];
}
