import type { DesignerConfig } from '@tsr/contract';
import type { Principal } from '../http/access';
import { assertAdmin } from '../http/policies';

/**
 * What the survey editor's SurveyJS Creator starts with. The licence key (SURVEYJS_LICENSE_KEY) is
 * a browser-side key by SurveyJS's design, but it is the provider's purchase: it is given only to
 * admins, the Creator's users, and never put in the public bundle. Without one the Creator shows
 * its licence banner, as SurveyJS's terms require.
 */
export class DesignerConfigService {
  constructor(private readonly surveyJsLicenseKey: string | null) {}

  config(p: Principal): DesignerConfig {
    assertAdmin(p);
    return { surveyJsLicenseKey: this.surveyJsLicenseKey };
  }
}
