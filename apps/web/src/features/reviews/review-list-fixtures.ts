import type { UserReports } from '@tsr/contract';

/** A company's reviews as GET /api/user/reports answers them (dates are unix seconds). */
const day = (d: number) => Date.UTC(2026, 0, d) / 1000;

export const userReports: UserReports = {
  reports: [
    {
      report_id: 'rep-oak',
      review_id: 'r-oak',
      structure_name: 'Oak Structure',
      submitted: day(20),
      created_by: 'pat@example.com',
      risk_score: 91.34,
      is_own: true,
      old_report: false,
    },
    {
      report_id: 'rep-elm',
      review_id: 'r-elm',
      structure_name: 'Elm Foundation',
      submitted: day(15),
      created_by: 'lee@example.com',
      risk_score: 40,
      is_own: false,
      old_report: false,
    },
    {
      report_id: 'rep-willow',
      review_id: 'r-willow',
      structure_name: 'Willow Trust',
      submitted: day(10),
      created_by: 'pat@example.com',
      risk_score: 12.5,
      is_own: true,
      old_report: false,
    },
    {
      report_id: 'rep-pine',
      review_id: 'r-pine',
      structure_name: 'Pine Company',
      submitted: day(2),
      created_by: 'sam@example.com',
      risk_score: 66.67,
      is_own: false,
      old_report: true,
    },
  ],
  answers: [
    {
      survey_answer_id: 'r-birch',
      structure_name: 'Birch Settlement',
      last_modified: day(22),
      created_by: 'pat@example.com',
      is_own: true,
      finished: false,
    },
    {
      survey_answer_id: 'r-cedar',
      structure_name: 'Cedar Holdings',
      last_modified: day(18),
      created_by: 'lee@example.com',
      is_own: false,
      finished: true,
    },
    {
      survey_answer_id: 'r-ash',
      structure_name: 'Ash Family Trust',
      last_modified: day(5),
      created_by: 'pat@example.com',
      is_own: true,
      finished: false,
    },
  ],
};
