import { defaultNavigation } from '@tsr/content/site';
import type { PublicConfig, ShellContent } from '@tsr/contract';

/** Used when GET /api/config fails. Production hides the Sign up link, the safer default. */
export const DEFAULT_CONFIG: PublicConfig = {
  productName: 'Tax Structure Review',
  productShortName: 'TSR',
  environment: 'production',
  helpChat: null,
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
    navigation: defaultNavigation(),
    footer: {
      copyright: `© ${year} ${productName}. All rights reserved.`,
      companyDetails: '',
      links: [true, false].flatMap((isPublic) => defaultLinks.map((link) => ({ ...link, public: isPublic }))),
    },
    trialTermsUrl: TRIAL_TERMS_PDF,
  };
}
