import { screen, within } from '@testing-library/react';
import type { SurveyStructure } from '@tsr/contract';
import { DRAFT_KEY } from './draft-storage';

/** Helpers for the builder's screen tests: seed a draft, find an entity, read a field's message. */

export function seedDraft(structure: SurveyStructure, key = DRAFT_KEY): void {
  localStorage.setItem(key, JSON.stringify(structure));
}

export function storedDraft(key = DRAFT_KEY): SurveyStructure | null {
  const text = localStorage.getItem(key);
  return text ? (JSON.parse(text) as SurveyStructure) : null;
}

export const entityRegion = (name: string) => screen.getByRole('region', { name });

export const partyGroup = (region: HTMLElement, name: string) => within(region).getByRole('group', { name });

/** The text a screen reader reads as the field's description: its messages or its help. */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export const isMarkedInvalid = (field: HTMLElement) => field.getAttribute('aria-invalid') === 'true';
