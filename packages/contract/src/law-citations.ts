/**
 * Law references as links (docs/authoring.md, "Law references"): a rule's context and a dated
 * action's law are written as references separated by ';' — an Act and its provisions ('IHTA 1984
 * s.64, Sch A1 para 5'), an HMRC manual paragraph ('IHTM04311'), a statutory instrument ('SI
 * 2017/692', or 'MLR 2017 reg 45'), a case ('[2023] UKSC 44') or draft legislation. Each
 * provision and paragraph becomes a link to legislation.gov.uk or the GOV.UK HMRC manual; the
 * page and the PDF show the same text with the same links.
 */

/** A piece of a law text: linked when it names a provision or paragraph the report can link to. */
export interface LawPart {
  readonly text: string;
  readonly url?: string;
}

/** legislation.gov.uk's address of each Act (and the regulations) the content cites. */
const LEGISLATION: Readonly<Record<string, string>> = {
  'IHTA 1984': 'ukpga/1984/51',
  'TCGA 1992': 'ukpga/1992/12',
  'ICTA 1988': 'ukpga/1988/1',
  'TMA 1970': 'ukpga/1970/9',
  'ITTOIA 2005': 'ukpga/2005/5',
  'ITA 2007': 'ukpga/2007/3',
  'CTA 2009': 'ukpga/2009/4',
  'CTA 2010': 'ukpga/2010/4',
  'TIOPA 2010': 'ukpga/2010/8',
  'FA 1986': 'ukpga/1986/41',
  'FA 2007': 'ukpga/2007/11',
  'FA 2009': 'ukpga/2009/10',
  'FA 2013': 'ukpga/2013/29',
  'FA 2017': 'ukpga/2017/10',
  'F(No.2)A 2017': 'ukpga/2017/32',
  'FA 2019': 'ukpga/2019/1',
  'FA 2025': 'ukpga/2025/8',
  'ECTEA 2022': 'ukpga/2022/10',
  'MLR 2017': 'uksi/2017/692',
};

/** GOV.UK's address of each HMRC internal manual, by its paragraphs' prefix. */
const MANUALS: Readonly<Record<string, string>> = {
  IHTM: 'inheritance-tax-manual',
  CG: 'capital-gains-manual',
  TSEM: 'trusts-settlements-and-estates-manual',
  INTM: 'international-manual',
  CTM: 'company-taxation-manual',
  RDRM: 'residence-domicile-and-remittance-basis',
  TRSM: 'trust-registration-service-manual',
  SAIM: 'savings-and-investment-manual',
  PIM: 'property-income-manual',
};

const LEGISLATION_BASE = 'https://www.legislation.gov.uk/';
const MANUAL_BASE = 'https://www.gov.uk/hmrc-internal-manuals/';

const MANUAL_PARAGRAPH = /^([A-Z]{2,5}?)(\d{4,6}[A-Z]?)$/;
const ACT = /^(F\(No\.\s?\d\)A|[A-Z]{2,6}) (\d{4})(?:\s+(.*))?$/;
const SI = /^SI (\d{4})\/(\d{1,5})$/;
/** A provision at the start of a piece, and what follows it ('s.402 ff', 's.48(3) (as it applied)'). */
const PROVISION =
  /^(?:(ss?)\.\s?(\d+[A-Z]*)|(Sch)\s+(\d+[A-Z]*|[A-Z]\d*)(?:\s+paras?\s+(\d+[A-Z]*))?|(Part)\s+(\d+[A-Z]*)|(regs?)\s+(\d+))/;

function manualUrl(code: string): string | undefined {
  const found = MANUAL_PARAGRAPH.exec(code);
  const manual = found?.[1] ? MANUALS[found[1]] : undefined;
  return manual ? `${MANUAL_BASE}${manual}/${code.toLowerCase()}` : undefined;
}

function provisionUrl(base: string, piece: string): { length: number; url: string } | null {
  const m = PROVISION.exec(piece);
  if (!m) return null;
  const [whole] = m;
  if (m[2]) return { length: whole.length, url: `${base}/section/${m[2]}` };
  if (m[4])
    return {
      length: whole.length,
      url: m[5] ? `${base}/schedule/${m[4]}/paragraph/${m[5]}` : `${base}/schedule/${m[4]}`,
    };
  if (m[7]) return { length: whole.length, url: `${base}/part/${m[7]}` };
  return { length: whole.length, url: `${base}/regulation/${m[9]}` };
}

type Group = { parts: LawPart[]; problem: string | null; act?: string };

/**
 * One reference between ';': its parts, or why it is not in a form the report can link. One that
 * starts with a provision ('IHTA 1984 Sch A1; s.48ZA') is of the Act before it (`previous`).
 */
function group(text: string, previous?: string): Group {
  const manuals = text.replace(/^HMRC\s+/, '');
  const codes = manuals.split(/(\s*[-,]\s*)/);
  if (codes.every((code, i) => (i % 2 === 1 ? true : MANUAL_PARAGRAPH.test(code)))) {
    const prefix = text.slice(0, text.length - manuals.length);
    const parts: LawPart[] = prefix ? [{ text: prefix }] : [];
    for (const [i, code] of codes.entries()) {
      const url = i % 2 === 0 ? manualUrl(code) : undefined;
      parts.push(url ? { text: code, url } : { text: code });
    }
    const unknown = codes.find((code, i) => i % 2 === 0 && !manualUrl(code));
    return { parts, problem: unknown ? LAW_MESSAGES.unknownManual(unknown) : null };
  }
  const si = SI.exec(text);
  if (si) return { parts: [{ text, url: `${LEGISLATION_BASE}uksi/${si[1]}/${si[2]}` }], problem: null };
  if (/\[\d{4}\]/.test(text) || /^draft\s/i.test(text)) return { parts: [{ text }], problem: null };
  const act = ACT.exec(text);
  const sameAct = !act && previous !== undefined && PROVISION.test(text);
  if (!act && !sameAct) return { parts: [{ text }], problem: LAW_MESSAGES.form(text) };
  const name = act ? `${act[1]} ${act[2]}` : (previous as string);
  const address = LEGISLATION[name];
  const rest = act ? (act[3] ?? '') : text;
  if (!address) return { parts: [{ text }], problem: LAW_MESSAGES.unknownAct(name) };
  const base = `${LEGISLATION_BASE}${address}`;
  if (!rest) return { parts: [{ text, url: base }], problem: null, act: name };
  const parts: LawPart[] = [];
  const pieces = rest.split(/(,\s*)/);
  pieces.forEach((piece, i) => {
    if (i % 2 === 1) {
      parts.push({ text: piece });
      return;
    }
    const found = provisionUrl(base, piece);
    // The Act's name, when the reference gives it, goes with its first provision's link.
    const lead = i === 0 && act ? `${name} ` : '';
    if (!found) {
      parts.push({ text: `${lead}${piece}` });
      return;
    }
    parts.push({ text: `${lead}${piece.slice(0, found.length)}`, url: found.url });
    if (found.length < piece.length) parts.push({ text: piece.slice(found.length) });
  });
  return { parts, problem: null, act: name };
}

/** Each reference of a law text, read in order: a provision without its Act is of the one before. */
function groups(text: string): { separator: boolean; text: string; group?: Group }[] {
  let act: string | undefined;
  return text.split(/(\s*;\s*)/).map((piece, i) => {
    if (i % 2 === 1 || piece.trim() === '') return { separator: true, text: piece };
    const read = group(piece.trim(), act);
    act = read.act;
    return { separator: false, text: piece, group: read };
  });
}

export const LAW_MESSAGES = {
  form: (text: string) =>
    `Law reference '${text}' is not in a form the report can link: an Act and provision (IHTA 1984 s.64), an HMRC manual paragraph (IHTM04311), a statutory instrument (SI 2017/692) or a case ([2023] UKSC 44)`,
  unknownAct: (act: string) => `Law reference '${act}' names an Act the report does not know the address of`,
  unknownManual: (code: string) => `Law reference '${code}' names an HMRC manual the report does not know`,
} as const;

/** A law text split into its linked and plain parts, in order: joined, they are the text. */
export function lawParts(text: string): LawPart[] {
  return groups(text).flatMap((g) => (g.group ? g.group.parts : g.text ? [{ text: g.text }] : []));
}

/** What is wrong with a law text's references: each one the report cannot link, said why. */
export function lawProblems(text: string): string[] {
  return groups(text).flatMap((g) => (g.group?.problem ? [g.group.problem] : []));
}
