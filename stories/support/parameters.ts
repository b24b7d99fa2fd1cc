import type { ScenarioPatch } from '../../mocks';

/**
 * The story parameters .storybook/preview.tsx reads. Storybook types
 * parameters as `any` (its Parameters interface cannot be augmented from
 * here), so stories check theirs with `satisfies StoryParameters`.
 */
export interface StoryParameters {
  /** The simulated backend's scenario for this story (README "Scenarios"), over the default; reset before every story. */
  scenario?: ScenarioPatch;
  /** Full-page stories: the path the app's data router starts at. */
  route?: string;
  layout?: 'centered' | 'fullscreen' | 'padded';
}
