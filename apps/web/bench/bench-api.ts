/**
 * The browser bench's reviews, made through the API as the questionnaire would make them: a
 * structure started, its parts answered one `next` at a time by the domain's scripted respondent
 * (answerPart, on the questions the server sends), submitted.
 */
import type { LoginResponse, Part, SurveyJson, SurveyStructure } from '@tsr/contract';
import { answerPart, type Script } from '@tsr/domain/testing';

/** What the browser keeps of a sign-in (apps/web/src/api/auth-session.ts, StoredTokens). */
export interface BrowserTokens {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** The fields of a start or `next` answer the respondent needs (both forms of `next` carry them). */
interface Step {
  reviewId: string;
  part: Part | null;
  questions: SurveyJson | null;
  finished?: boolean;
}

export class BenchApi {
  private constructor(
    private readonly baseURL: string,
    readonly tokens: BrowserTokens,
  ) {}

  static async signIn(baseURL: string, email: string, password: string): Promise<BenchApi> {
    const login = await call<LoginResponse>(baseURL, undefined, 'POST', '/api/auth/login', {
      username: email,
      password,
    });
    if (login.kind !== 'tokens') throw new Error(`${email} got no tokens`);
    const { id_token, refresh_token, expires_in } = login.tokens;
    return new BenchApi(baseURL, {
      idToken: id_token,
      refreshToken: refresh_token,
      expiresAt: Date.now() + expires_in * 1000,
    });
  }

  /** Starts a review of the structure and answers its first `answered` parts (all by default). */
  async review(structure: SurveyStructure, script: Script, answered = Number.POSITIVE_INFINITY) {
    const start = await this.call<Step>('POST', '/api/review/start', { structure });
    const parts = await this.answer(start, script, answered);
    return { id: start.reviewId, parts };
  }

  /** Answers what is left of a review (after the browser's Next presses, say) until it is finished. */
  async finish(reviewId: string, script: Script): Promise<void> {
    const step = await this.call<Step>('POST', `/api/review/${reviewId}/next`, { resume: true });
    await this.answer(step, script, Number.POSITIVE_INFINITY);
  }

  submit(reviewId: string): Promise<unknown> {
    return this.call('POST', `/api/review/${reviewId}/submit`);
  }

  /** The ids of the parts answered, in order. */
  private async answer(first: Step, script: Script, limit: number): Promise<string[]> {
    const answered: string[] = [];
    let step = first;
    while (!step.finished && step.part && step.questions && answered.length < limit) {
      const part = { id: step.part.id, answers: answerPart(script, step.part, step.questions) };
      step = await this.call<Step>('POST', `/api/review/${first.reviewId}/next`, { part });
      answered.push(part.id);
    }
    return answered;
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return call<T>(this.baseURL, this.tokens.idToken, method, path, body);
  }
}

async function call<T>(
  baseURL: string,
  idToken: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(idToken && { authorization: `Bearer ${idToken}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}
