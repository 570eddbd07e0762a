/// <reference types="vite/client" />

/** Build-time settings the web reads (Vite exposes only VITE_ names, so no server secret reaches the bundle). */
interface ImportMetaEnv {
  /** SurveyJS Creator licence key (a client-side key by design); without it the Creator shows its licence banner. */
  readonly VITE_SURVEYJS_LICENSE_KEY?: string;
}
