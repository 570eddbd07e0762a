import { NavKey, type PublicConfig, type ShellContent } from '@tsr/contract';

/** Used when GET /api/config fails. Production hides the Sign up link, the safer default. */
export const DEFAULT_CONFIG: PublicConfig = {
  productName: 'Tax Structure Review',
  productShortName: 'TSR',
  environment: 'production',
  helpChat: null,
};

/** Built-in navigation titles (spec 2.2 names each entry's screen and the titles it shows). */
export const DEFAULT_NAV_TITLES: Record<NavKey, string> = {
  Home: 'Home',
  Dashboard: 'Dashboard',
  Product: 'About',
  Structure: 'New Review',
  SurveyEditor: 'Survey Editor',
  ResponseEditor: 'Response Editor',
  RuleEditor: 'Rule Editor',
  DefinitionEditor: 'Definition Editor',
  Preview: 'Survey Preview',
  UserReports: 'Reviews',
  CustomerMetrics: 'Customer Metrics',
  UserList: 'User List',
  Support: 'Support',
  ChangePassword: 'Change Password',
  Logout: 'Logout',
};

export const TRIAL_TERMS_PDF = '/trial-terms.pdf';

/**
 * The built-in shell used when GET /api/content/shell fails (spec 1). The default links are
 * Privacy Policy and Terms and Conditions; a link shows either to visitors (public) or to signed-in
 * users, so each default is listed once for each audience so that everybody sees both.
 */
export function defaultShellContent(productName: string, year = new Date().getFullYear()): ShellContent {
  const defaultLinks = [
    { title: 'Privacy Policy', url: `${TRIAL_TERMS_PDF}#nameddest=privacy` },
    { title: 'Terms and Conditions', url: TRIAL_TERMS_PDF },
  ];
  return {
    title: productName,
    navigation: NavKey.options.map((key) => ({ key, title: DEFAULT_NAV_TITLES[key] })),
    footer: {
      copyright: `© ${year} ${productName}. All rights reserved.`,
      companyDetails: '',
      links: [true, false].flatMap((isPublic) => defaultLinks.map((link) => ({ ...link, public: isPublic }))),
    },
    trialTermsUrl: TRIAL_TERMS_PDF,
  };
}
