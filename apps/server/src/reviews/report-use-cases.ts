import type { Db } from '../db/database';
import type { SurveyStore } from '../survey/survey-store';
import { RemediationService } from './remediation-service';
import type { ReportPool } from './report-pool';
import { ReportReading } from './report-reading';
import { ReviewAdminService } from './review-admin-service';
import { ReviewLists } from './review-lists';
import { SubmitService } from './submit-service';

/** The services behind the report routes, one per use case. */
export interface ReportUseCases {
  submit: SubmitService;
  reading: ReportReading;
  remediation: RemediationService;
  admin: ReviewAdminService;
  lists: ReviewLists;
}

export function reportUseCases(db: Db, surveys: SurveyStore, reports: ReportPool): ReportUseCases {
  return {
    submit: new SubmitService(db, surveys, reports),
    reading: new ReportReading(db, surveys),
    remediation: new RemediationService(db, surveys),
    admin: new ReviewAdminService(db, surveys, reports),
    lists: new ReviewLists(db),
  };
}
