/**
 * The seed lint: checks that the generated world reads like a portal people wrote for, that its
 * records agree with themselves, and that its figures agree with its data. `npm run lint:seed`
 * runs it over the whole world (CI too); `lint.test.ts` proves each rule catches its defect.
 */
import { lintJobs } from './jobs';
import { pictureSubjects } from './pictures';
import { neighbourhoodSettings } from './places';
import { lintProse } from './prose';
import { clonedSkeletons, type SkeletonOptions } from './skeleton';
import type { LintProblem, World } from './world';

export { lintFigures, worldFigures } from './figures';
export { lintListImages } from './pictures';
export { SKELETON_KINDS } from './skeleton';
export { type LintProblem, sentences, type World, wordCount, worldOf } from './world';

/**
 * Every rule that reads the rows themselves. `skeleton` takes the world's scale and the kinds of
 * text it reads (`SKELETON_KINDS` unless told).
 */
export function lintWorld(world: World, skeleton: SkeletonOptions = {}): LintProblem[] {
  return [
    ...lintProse(world),
    ...lintJobs(world),
    ...neighbourhoodSettings(world),
    ...pictureSubjects(world),
    ...clonedSkeletons(world, skeleton),
  ];
}
