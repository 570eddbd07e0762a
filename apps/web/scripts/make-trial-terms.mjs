// Generates public/trial-terms.pdf: the trial terms shown on the trial terms screen (spec 2.3),
// written as the terms of the illustrative product this repository ships. They are a sample a
// provider replaces with its own before going live; the README says so, not the document, so a
// trial user reads terms and not a note to developers. Run: node apps/web/scripts/make-trial-terms.mjs
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const output = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'trial-terms.pdf');
const TEAL = '#00897b';
const NAVY = '#1a2b4c';

const sections = [
  {
    title: '1. About these terms',
    paragraphs: [
      'These trial terms govern your use of Tax Structure Review (the "Service") during a free trial. By ticking the box on the trial terms screen and selecting "I agree" you accept these terms on behalf of yourself and the organisation you represent (the "Customer").',
      'The Service is provided by Tax Structure Review Advisers (the "Provider"). Nothing in these terms creates a client relationship for tax advice; the Service produces an automated indication of UK tax risk only.',
    ],
  },
  {
    title: '2. The trial period',
    paragraphs: [
      'The trial starts when you first sign in and lasts thirty (30) days unless the Provider tells you otherwise in writing. The Provider may end the trial early if these terms are breached.',
      'During the trial you may draw structures, answer questionnaires, submit reviews and receive reports, up to the number of submitted reviews allowed for your account (five unless the Provider tells you otherwise). Reports produced during the trial remain available until the end of the trial.',
      'At the end of the trial your access ends automatically. No charge is made for the trial and no paid subscription starts unless the Customer signs a separate order form.',
    ],
  },
  {
    title: '3. Your responsibilities',
    paragraphs: [
      'You must keep your password secret and must not share your account. You are responsible for the accuracy of the information you enter about structures, entities and the people holding roles in them.',
      'You must only enter personal data about individuals where you have a lawful basis to do so, and you must not upload material that is unlawful, confidential to a third party without permission, or harmful.',
      'You must not attempt to copy, reverse engineer or resell the Service, its questionnaires, rules or report content.',
    ],
  },
  {
    title: '4. Nature of the reports',
    paragraphs: [
      'Reports give a risk score out of 100 and an indication of exposure across income tax (IT), capital gains tax (CGT), inheritance tax (IHT), corporation tax (CT) and the annual tax on enveloped dwellings (ATED). They are generated from your answers by automated rules.',
      'The questionnaire, rules and report texts used during the trial are an illustrative content pack. Reports are not tax advice and must not be relied upon as such. Before acting on any report, the Customer should obtain advice from a suitably qualified professional who has reviewed the full facts.',
    ],
  },
  {
    title: '5. Liability',
    paragraphs: [
      'The Service is provided during the trial "as is" and without warranty of any kind. To the fullest extent permitted by law, the Provider is not liable for any loss arising from use of, or reliance on, the Service during the trial.',
      'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot be limited by law.',
    ],
  },
  {
    title: '6. Privacy',
    anchor: 'privacy',
    paragraphs: [
      'The Provider processes your name, e-mail address, company name and the information you enter into the Service in order to provide the Service, to secure it and to improve it. The Provider acts as a controller for account data and as a processor for structure data entered on behalf of the Customer.',
      'Data is stored in the United Kingdom or the European Economic Area and is deleted within ninety (90) days after the trial ends unless the Customer becomes a subscriber.',
      'If you tick the box to be contacted at the end of your trial, the Provider may e-mail you once about continuing to use the Service. You can withdraw this consent at any time by replying to that e-mail.',
      "You have the right to access, correct and erase your personal data and to complain to the Information Commissioner's Office.",
    ],
  },
  {
    title: '7. General',
    paragraphs: [
      'The Provider may update these terms by giving notice in the Service; continued use after notice means acceptance. These terms are governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.',
    ],
  },
];

const doc = new PDFDocument({
  size: 'A4',
  margins: { top: 72, bottom: 72, left: 64, right: 64 },
  info: {
    Title: 'Trial terms and conditions',
    Author: 'Tax Structure Review Advisers',
    Subject: 'Terms of a free trial of Tax Structure Review',
    // A fixed date keeps the generated file identical between runs.
    CreationDate: new Date('2025-01-01T00:00:00Z'),
    ModDate: new Date('2025-01-01T00:00:00Z'),
  },
});
doc.pipe(createWriteStream(output));

doc
  .moveDown(1)
  .fillColor(NAVY)
  .font('Helvetica-Bold')
  .fontSize(22)
  .text('Trial terms and conditions', 64, 72);
doc
  .moveDown(0.3)
  .font('Helvetica')
  .fontSize(11)
  .fillColor(TEAL)
  .text('Terms of a free trial of Tax Structure Review');
doc.moveDown(1);

for (const section of sections) {
  if (section.anchor) doc.addNamedDestination(section.anchor);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(section.title);
  doc.moveDown(0.4);
  for (const paragraph of section.paragraphs) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor('#222222')
      .text(paragraph, { align: 'justify', lineGap: 2 });
    doc.moveDown(0.6);
  }
  doc.moveDown(0.6);
}

doc
  .moveDown(1)
  .font('Helvetica-Oblique')
  .fontSize(9)
  .fillColor('#555555')
  .text('Version 1, 1 January 2025. Tax Structure Review Advisers.', { align: 'center' });
doc.end();
