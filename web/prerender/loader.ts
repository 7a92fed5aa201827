import { APP_SCRIPTS_ID, PRERENDER_OFF_ATTRIBUTE } from './markers';

/*
 * Runs inline at the end of a page rendered at build time (vite.config.ts). The app's script tags
 * wait in an inert <template> (the browser neither fetches nor runs them there); they are added to
 * the page once it has been painted, so the first paint does not compete with the app's code for
 * the connection and the main thread. When the guard hid the painted page there is nothing to
 * wait for: they are added at once.
 */
function start() {
  const template = document.getElementById(APP_SCRIPTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const tag of Array.from(template.content.children)) {
    // A fresh element: a <script> copied from a template would never run.
    const element = document.createElement(tag.localName);
    for (const attribute of Array.from(tag.attributes)) element.setAttribute(attribute.name, attribute.value);
    document.head.append(element);
  }
}

if (document.documentElement.hasAttribute(PRERENDER_OFF_ATTRIBUTE)) start();
// requestAnimationFrame runs before the next paint; the timeout after it.
else requestAnimationFrame(() => setTimeout(start, 0));
