import type { WhatIfQuestion } from '@tsr/contract';

/**
 * How What if edits a question of each SurveyJS type, and the values it sends: the values the
 * questionnaire stores for the same question (docs/questionnaire.md, what the server checks).
 */
export type EditorKind = 'choice' | 'choices' | 'number' | 'date' | 'text' | 'comment' | 'readOnly';

export function editorKind(question: Pick<WhatIfQuestion, 'type' | 'inputType'>): EditorKind {
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
    case 'boolean':
      return 'choice';
    case 'checkbox':
      return 'choices';
    case 'comment':
      return 'comment';
    case 'text':
      if (question.inputType === 'number' || question.inputType === 'range') return 'number';
      if (question.inputType === 'date') return 'date';
      // Other inputs (e-mail, telephone, ...) and masked texts (the pack's dd/mm/yyyy dates) keep text.
      return question.inputType === undefined || TEXT_INPUTS.has(question.inputType) ? 'text' : 'readOnly';
    default:
      return 'readOnly';
  }
}

const TEXT_INPUTS = new Set(['text', 'email', 'tel', 'url', 'password']);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** A dd/mm/yyyy answer: a date typed through the pack's mask. */
export const looksLikeDate = (value: unknown) => typeof value === 'string' && DAY_MONTH_YEAR.test(value);

/**
 * A date input's answer as the user reads and types it, dd/mm/yyyy. The browser's date picker
 * stored yyyy-mm-dd (and answers written by scripts may be dd/mm/yyyy already).
 */
export function dateText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  const iso = ISO_DATE.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

/**
 * What a date input's text sends: yyyy-mm-dd, as the questionnaire's date picker stores it; a
 * text that is not dd/mm/yyyy goes as typed, for the server to say what is wrong with it.
 */
export function dateValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const typed = DAY_MONTH_YEAR.exec(trimmed);
  return typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : trimmed;
}

export function numberText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A number, as SurveyJS keeps a number typed into a number box; anything else goes as typed. */
export function numberValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

export function plainText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export function plainValue(text: string): unknown {
  return text === '' ? null : text;
}
