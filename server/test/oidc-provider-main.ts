import { startOidcTestProvider } from './oidc-test-provider';

/**
 * The browser journeys' OpenID provider as a process of its own (playwright.config.ts starts it
 * beside the app): OIDC_TEST_PORT, OIDC_TEST_CLIENT_SECRET and PUBLIC_URL (the app's address).
 */
const port = Number(process.env.OIDC_TEST_PORT);
const publicUrl = process.env.PUBLIC_URL;
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET;
if (!port || !publicUrl || !clientSecret) {
  console.error('OIDC_TEST_PORT, OIDC_TEST_CLIENT_SECRET and PUBLIC_URL are required');
  process.exit(2);
}
const provider = await startOidcTestProvider({ publicUrl, port, clientSecret });
console.log(`test OpenID provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
