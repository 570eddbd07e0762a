import { ukToday } from '@tsr/domain';

/**
 * The date a review is evaluated as at: the UK date of the day it was started. The questionnaire's
 * logic (today(), age()), its answer summary and the report all use it, so a review started on
 * 5 April and submitted on 6 April is one tax year's review throughout.
 */
export const asAtOf = (review: { createdAt: Date }): string => ukToday(review.createdAt);
