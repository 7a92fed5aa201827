import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The matches namespace, registered when the matches pages' chunk loads. */
export const MATCHES_NS = 'matches';
registerFeatureMessages(MATCHES_NS, { en, tr, ar });
