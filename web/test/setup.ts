import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n, setLanguage } from '../i18n/i18n';
import { stubServer, takeStubProblems } from './stub-server';
import { resetViewport } from './viewport';

/*
 * Web component tests (vitest project "web", jsdom): request stubs, a viewport MUI's media queries
 * read, English messages, and a clean page and storage for each test.
 */

// findBy/waitFor only time out on a hung test: a busy machine (2 cores, many runs) is slow, not wrong.
configure({ asyncUtilTimeout: 30_000 });

// jsdom draws nothing: what MUI and the pages call on the window for scrolling and sizes.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Before the test file's imports: a feature registers its messages when its module loads.
await initI18n('en');

beforeAll(() => stubServer.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetViewport();
  await setLanguage('en');
});

afterEach(() => {
  cleanup();
  stubServer.resetHandlers();
  const problems = takeStubProblems();
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

afterAll(() => stubServer.close());
