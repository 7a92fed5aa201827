import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import { appError } from '../../errors';

/**
 * The configured providers' openid-client configurations: each provider's discovery document and
 * keys are fetched on first use and kept (openid-client caches the JWKS); a failed discovery is
 * not kept, so the next sign-in tries again.
 */
export class OidcClients {
  private readonly discovered = new Map<string, Promise<client.Configuration>>();

  constructor(
    readonly providers: readonly OidcProviderConfig[],
    /** PUBLIC_URL: the redirect addresses, and where a provider's sign-out comes back to. */
    readonly publicUrl: string,
  ) {}

  provider(id: string): OidcProviderConfig {
    const provider = this.providers.find((p) => p.id === id);
    if (!provider) throw appError('oidc_unknown_provider');
    return provider;
  }

  /** The redirect address registered at the provider: PUBLIC_URL/api/oidc/<id>/callback. */
  redirectUri(id: string): string {
    return `${this.publicUrl}/api/oidc/${id}/callback`;
  }

  async configuration(id: string): Promise<client.Configuration> {
    const provider = this.provider(id);
    let found = this.discovered.get(id);
    if (!found) {
      const issuer = new URL(provider.issuer);
      found = client.discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretPost(provider.clientSecret),
        // Plain http only for a provider on this machine (config.ts allows it outside production).
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      this.discovered.set(id, found);
      found.catch(() => this.discovered.delete(id));
    }
    try {
      return await found;
    } catch {
      throw appError('oidc_provider_unavailable');
    }
  }
}
