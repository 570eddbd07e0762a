import type { ShellContent } from '@tsr/contract';

/** The en-GB application shell document: navigation titles, footer and trial terms (spec 7.5). */
export function shellContent(productName: string): ShellContent {
  return {
    title: productName,
    navigation: [
      { key: 'Home', title: 'Home' },
      { key: 'Dashboard', title: 'Dashboard' },
      { key: 'Product', title: 'About' },
      { key: 'Structure', title: 'New Review' },
      { key: 'SurveyEditor', title: 'Survey Editor' },
      { key: 'ResponseEditor', title: 'Response Editor' },
      { key: 'RuleEditor', title: 'Rule Editor' },
      { key: 'DefinitionEditor', title: 'Definition Editor' },
      { key: 'Preview', title: 'Survey Preview' },
      { key: 'UserReports', title: 'Reviews' },
      { key: 'CustomerMetrics', title: 'Customer Metrics' },
      { key: 'UserList', title: 'User List' },
      { key: 'Support', title: 'Support' },
      { key: 'ChangePassword', title: 'Change Password' },
      { key: 'Logout', title: 'Logout' },
    ],
    footer: {
      copyright: `© ${new Date().getUTCFullYear()} ${productName}. All rights reserved.`,
      companyDetails: `${productName} Ltd · Registered in England and Wales · Illustrative content, not tax advice`,
      links: [
        { title: 'Privacy Policy', url: '/trial-terms.pdf#nameddest=privacy', public: true },
        { title: 'Terms and Conditions', url: '/trial-terms.pdf', public: true },
        { title: 'Privacy Policy', url: '/trial-terms.pdf#nameddest=privacy', public: false },
        { title: 'Terms and Conditions', url: '/trial-terms.pdf', public: false },
      ],
    },
    trialTermsUrl: '/trial-terms.pdf',
  };
}
