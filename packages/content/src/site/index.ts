// The site content defaults alone: the web app imports this entry for its built-in fallbacks
// without the survey content pack.
export { DEFAULT_NAV_TITLES, defaultNavigation, LATER_NAV_KEYS, withLaterEntries } from './navigation';
export { DEFAULT_SURVEY_INTRO, defaultPageContent, hasDefaultPageContent } from './pages';
export { shellContent } from './shell';
