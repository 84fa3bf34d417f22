/** Outcome reasons (`outcome.<reason>` in the locales). */
export const OUTCOME_REASONS = ['kills', 'core'] as const;
