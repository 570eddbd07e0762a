import type { ShellContent } from '@tsr/contract';
import { defaultNavigation } from './navigation';

/** The en-GB application shell document: navigation titles, footer and trial terms (spec 7.5). */
export function shellContent(productName: string): ShellContent {
  return {
    title: productName,
    navigation: defaultNavigation(),
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
