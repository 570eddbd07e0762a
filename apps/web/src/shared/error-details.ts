import type { ErrorBody, SubmitError, SurveyError } from '@tsr/contract';
import { ApiError, errorMessage, SERVER_UNREACHABLE } from '../api/api-error';

/** The parts of an error that name the faulty item (spec 3.6, 8), whatever carried it. */
export type ErrorDetails = Pick<
  ErrorBody,
  'message' | 'entityName' | 'question' | 'response' | 'rule' | 'logic'
>;

/** A failed call's body (or just its message), or an error the server reported in a 200 answer. */
export function errorDetails(error: unknown): ErrorDetails {
  if (error instanceof ApiError && error.failure !== SERVER_UNREACHABLE) return error.failure;
  return { message: errorMessage(error) };
}

export interface ErrorField {
  label: string;
  value: string | undefined;
}

/** Spec 2.5 / 8: the questionnaire's panel names Entity Name, Error Message, Question and Logic. */
export function surveyErrorFields(error: ErrorDetails | SurveyError): ErrorField[] {
  return [
    { label: 'Entity Name', value: error.entityName },
    { label: 'Error Message', value: error.message },
    { label: 'Question', value: error.question },
    { label: 'Logic', value: error.logic },
  ];
}

/** Spec 2.6 / 8: the submit page's panel names Entity Name, Error Message, Response, Rule and Logic. */
export function submitErrorFields(error: ErrorDetails | SubmitError): ErrorField[] {
  return [
    { label: 'Entity Name', value: error.entityName },
    { label: 'Error Message', value: error.message },
    { label: 'Response', value: error.response },
    { label: 'Rule', value: error.rule },
    { label: 'Logic', value: error.logic },
  ];
}
