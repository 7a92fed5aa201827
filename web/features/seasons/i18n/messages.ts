import { registerFeatureMessages } from '../../../i18n/feature-messages';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/** The seasons' strings (issue 37), under the 'seasons' namespace. */
export const SEASONS_NS = 'seasons';

registerFeatureMessages(SEASONS_NS, { en, tr, ar });
