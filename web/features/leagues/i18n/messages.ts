import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The league play namespace (issue 35), registered when the league pages' chunk loads. */
export const LEAGUES_NS = 'leagues';
registerFeatureMessages(LEAGUES_NS, { en, tr, ar });
